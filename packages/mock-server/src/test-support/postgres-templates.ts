import pg from 'pg'

/** The prefix of a test run's template databases (see openTemplateCopy), named after the run's id. */
export const templatePrefix = (run: string): string => `tpl_${run}_`

/** Drops the template databases the run built: on DATABASE_URL's server they would outlive it. */
export const dropTemplates = async (url: string, run: string): Promise<void> => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const like = `${templatePrefix(run).replaceAll('_', '\\_')}%`
    const found = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [like])
    for (const { datname } of found.rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`)
  } finally {
    await client.end()
  }
}
