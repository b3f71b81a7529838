export type { Layout } from './theme/layout'

/** The storefront's deployment settings (issue 15: the layout is the venue's, from GET /venue). */
export interface AppConfig {
  /**
   * §2 hosts a `/http…` path may redirect to (lower case, `host` or `host:port`); any other
   * host is refused, since an unchecked redirect is an open redirect.
   */
  readonly redirectAllowList: readonly string[]
}

/** The build-time variables the config reads (Vite's `import.meta.env`). */
export interface ConfigEnv {
  readonly VITE_REDIRECT_ALLOW_LIST?: string
}

/** §2 reads the comma-separated redirect allow-list. */
export const readConfig = (env: ConfigEnv): AppConfig => ({
  redirectAllowList: (env.VITE_REDIRECT_ALLOW_LIST ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== ''),
})

/** §2 this build's settings. */
export const config: AppConfig = readConfig(import.meta.env)
