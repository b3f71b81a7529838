/**
 * §6 an anonymous visitor is identified by a generated uuid sent with each request; §4 it is
 * created when missing and kept, so the same visitor keeps it across pages and visits.
 */
export interface VisitorIdentity {
  /** §6 the visitor's uuid, the same on every call. */
  uuid(): string
}

/** Where the uuid is kept: the part of the browser's localStorage (or any key-value store) used. */
export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

/** §4 the storage key the visitor's uuid is kept under. */
export const VISITOR_UUID_STORAGE_KEY = 'kartis-uuid'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** §6 whether a text is a uuid (8-4-4-4-12 hexadecimal digits). */
export const isUuid = (text: string): boolean => UUID.test(text)

interface RandomUuidSource {
  randomUUID(): string
}

const isRandomUuidSource = (value: unknown): value is RandomUuidSource =>
  typeof value === 'object' && value !== null && typeof Reflect.get(value, 'randomUUID') === 'function'

/** §4 a new v4 uuid from the platform's `crypto.randomUUID()` (browsers in secure contexts, Node 19+). */
export const platformRandomUuid = (): string => {
  const crypto: unknown = Reflect.get(globalThis, 'crypto')
  // A platform without crypto.randomUUID cannot run the storefront: a bug in the setup, not a visitor's failure.
  if (!isRandomUuidSource(crypto)) throw new Error('this platform has no crypto.randomUUID()')
  return crypto.randomUUID()
}

/**
 * §4/§6 the visitor's uuid, created once with `crypto.randomUUID()` and kept in `storage`
 * under `key`; a stored value that is not a uuid is replaced. A storage that refuses to read
 * or write (a blocked or full localStorage) leaves the uuid for this page's lifetime only.
 */
export class StoredVisitorIdentity implements VisitorIdentity {
  private current: string | null = null

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly key: string = VISITOR_UUID_STORAGE_KEY,
    private readonly randomUuid: () => string = platformRandomUuid,
  ) {}

  /** §6 the kept uuid, created and stored on first use. */
  uuid(): string {
    if (this.current !== null) return this.current
    const stored = this.read()
    if (stored !== null && isUuid(stored)) return (this.current = stored)
    const created = this.randomUuid()
    this.write(created)
    return (this.current = created)
  }

  private read(): string | null {
    try {
      return this.storage.getItem(this.key)
    } catch {
      return null
    }
  }

  private write(uuid: string): void {
    try {
      this.storage.setItem(this.key, uuid)
    } catch {
      // Kept in memory only: the next page load makes a new visitor.
    }
  }
}
