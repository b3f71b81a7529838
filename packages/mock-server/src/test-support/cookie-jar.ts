/**
 * Issue 12 test support: a browser's cookie jar for one site, enough for the box office's
 * cookies: it keeps what Set-Cookie gives, forgets a cookie the server expires, and writes the
 * Cookie header back.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>()

  /** Takes in an answer's Set-Cookie lines. */
  receive(setCookies: readonly string[]): void {
    for (const line of setCookies) {
      const [pair = ''] = line.split(';')
      const name = pair.slice(0, pair.indexOf('='))
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name)
      else this.cookies.set(name, pair.slice(pair.indexOf('=') + 1))
    }
  }

  /** The Cookie header to send; null when the jar is empty. */
  header(): string | null {
    return this.cookies.size === 0 ? null : [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  get(name: string): string | undefined {
    return this.cookies.get(name)
  }

  /** Puts a cookie in by hand (a planted or stolen one). */
  set(name: string, value: string): void {
    this.cookies.set(name, value)
  }
}
