import { describe, expect, it } from 'vitest'
import { type KeyValueStorage, isUuid, platformRandomUuid, StoredVisitorIdentity, VISITOR_UUID_STORAGE_KEY } from './visitor-identity'

const memoryStorage = (initial: Readonly<Record<string, string>> = {}): KeyValueStorage & { readonly items: Map<string, string> } => {
  const items = new Map(Object.entries(initial))
  return { items, getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value) }
}

const counter = (): (() => string) => {
  let n = 0
  return () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`
}

describe('StoredVisitorIdentity (§4/§6 a uuid created once and kept)', () => {
  it('creates a uuid on first use, stores it, and gives the same one afterwards', () => {
    const storage = memoryStorage()
    const identity = new StoredVisitorIdentity(storage, VISITOR_UUID_STORAGE_KEY, counter())
    const first = identity.uuid()
    expect(identity.uuid()).toBe(first)
    expect(storage.items.get(VISITOR_UUID_STORAGE_KEY)).toBe(first)
  })

  it('the same visitor keeps it: a new identity over the same storage reads it back', () => {
    const storage = memoryStorage()
    const first = new StoredVisitorIdentity(storage, VISITOR_UUID_STORAGE_KEY, counter()).uuid()
    expect(new StoredVisitorIdentity(storage, VISITOR_UUID_STORAGE_KEY, counter()).uuid()).toBe(first)
  })

  it('replaces a stored value that is not a uuid', () => {
    const storage = memoryStorage({ [VISITOR_UUID_STORAGE_KEY]: 'undefined' })
    const uuid = new StoredVisitorIdentity(storage, VISITOR_UUID_STORAGE_KEY, counter()).uuid()
    expect(uuid).toBe('00000000-0000-4000-8000-000000000001')
    expect(storage.items.get(VISITOR_UUID_STORAGE_KEY)).toBe(uuid)
  })

  it('keeps one uuid for the page when the storage refuses to read or write', () => {
    const blocked: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    const identity = new StoredVisitorIdentity(blocked, VISITOR_UUID_STORAGE_KEY, counter())
    expect(identity.uuid()).toBe('00000000-0000-4000-8000-000000000001')
    expect(identity.uuid()).toBe('00000000-0000-4000-8000-000000000001')
  })

  it('uses crypto.randomUUID() by default: a v4 uuid, different for each new visitor', () => {
    const a = new StoredVisitorIdentity(memoryStorage()).uuid()
    const b = new StoredVisitorIdentity(memoryStorage()).uuid()
    expect(isUuid(a)).toBe(true)
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(a).not.toBe(b)
    expect(isUuid(platformRandomUuid())).toBe(true)
  })
})
