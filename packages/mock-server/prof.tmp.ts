import { performance } from 'node:perf_hooks'
import { openSqlite } from './src/storage/database/storage-database'
import { presentationFigures } from './src/live-reports/presentation-figures'
const database = openSqlite('/tmp/gen-test.sqlite')
const from = Date.UTC(2026, 9, 1), to = Date.UTC(2026, 10, 1)
const q = presentationFigures(database.db, { businessIds: [1, 2, 3, 4, 5], from, to })
const compiled = q.compile()
const h = database.sqlite?.handle
if (h === undefined) throw new Error('sqlite')
console.log(h.prepare('EXPLAIN QUERY PLAN ' + compiled.sql).all(...compiled.parameters as unknown[]).map((r: any) => `${r.id} ${r.parent} ${r.detail}`).join('\n'))
for (let i = 0; i < 3; i++) { const t = performance.now(); const rows = await q.execute(); console.log(rows.length, (performance.now() - t).toFixed(1)) }
