import { kartisError, type KartisError } from '@kartis/core'
import { describe, expect, it } from 'vitest'
import { DEMO_REFERENCE_SALES, fakeTicketReferences, referenceItemOf } from '../test-support/fake-ticket-references'
import { pairKeyOf, parseQuantity, remainingOf, salesTotals, TicketReferencesStore } from './references-store'

const TODAY = { year: 2026, month: 11, day: 25 }

const setUp = () => {
  const fake = fakeTicketReferences()
  const ended: KartisError[] = []
  const store = new TicketReferencesStore(fake.references, TODAY, (error) => ended.push(error))
  return { store, fake, ended }
}

/** AG-NORTH / GROUP-A: quota 40, 12 bought. */
const first = referenceItemOf()

describe('issue 13 the ticket-reference admin (269)', () => {
  it('opens on the §9 default range, last month → today, asking for the options and the sales once', async () => {
    const { store, fake } = setUp()
    await store.start()
    await store.start()
    expect(fake.calls).toEqual(['promptAdmin 2026-10-25 2026-11-25', 'ticketSales 2026-10-25 2026-11-25'])
    expect(store.options.value).toHaveLength(3)
    expect(store.sales.value).toEqual(DEMO_REFERENCE_SALES)
  })

  it('refuses a range ending before it starts without a call', async () => {
    const { store, fake } = setUp()
    store.range.setStartDate('2026-11-26')
    await store.applyRange()
    expect(store.rangeError?.code).toBe('BAD_REQUEST')
    expect(fake.calls).toEqual([])
  })

  it('saves a quota: the answer replaces the row in the list and the detail, and says it was saved', async () => {
    const { store, fake } = setUp()
    await store.start()
    await store.openDetail('AG-NORTH', 'GROUP-A')
    expect(store.detailPair).toBe(pairKeyOf({ reference1: 'AG-NORTH', reference2: 'GROUP-A' }))
    const edit = store.editOf(first)
    expect(edit.textFor(first)).toBe('40')
    edit.setDraft(' 55 ')
    await store.saveQuantity(first)
    expect(fake.calls).toContain('edit 301:1 55')
    expect(store.options.value?.[0]?.quantity).toBe(55)
    expect(store.detail.value?.[0]?.quantity).toBe(55)
    expect(edit).toMatchObject({ draft: null, saved: true, error: null, saving: false })
    expect(store.editOf(first)).toBe(edit)
  })

  it('keeps the box office’s refusal below what was bought, and the row as it was', async () => {
    const { store } = setUp()
    await store.start()
    const edit = store.editOf(first)
    edit.setDraft('3')
    await store.saveQuantity(first)
    expect(edit.error).toEqual(kartisError('REFERENCE_QUANTITY_BELOW_SOLD', { sold: 12 }))
    expect(edit.saved).toBe(false)
    expect(edit.textFor(first)).toBe('3')
    expect(store.options.value?.[0]?.quantity).toBe(40)
    edit.setDraft('12')
    expect(edit.error).toBeNull()
  })

  it('sends no quota that is not a whole number from 0 to 100,000', async () => {
    const { store, fake } = setUp()
    for (const text of ['', '-1', '1.5', '100001', 'abc', '1e3']) {
      const edit = store.editOf(first)
      edit.setDraft(text)
      await store.saveQuantity(first)
      expect(edit.invalid, text).toBe(true)
    }
    expect(fake.calls).toEqual([])
    expect([parseQuantity('0'), parseQuantity('100000'), parseQuantity(' 7 ')]).toEqual([0, 100_000, 7])
  })

  it('ends the session on a 401 and loads the agents once', async () => {
    const { store, fake, ended } = setUp()
    fake.fail(kartisError('STAFF_LOGIN_REQUIRED'))
    await store.saveQuantity(first)
    expect(ended.map((e) => e.code)).toEqual(['STAFF_LOGIN_REQUIRED'])
    await store.loadAgents()
    await store.loadAgents()
    expect(fake.calls.filter((call) => call === 'agents')).toHaveLength(1)
    expect(store.agents.value?.map((a) => a.reference1)).toEqual(['AG-NORTH', 'WORKERS-IEC'])
  })

  it('counts what is left of a quota and the range’s totals', () => {
    expect(remainingOf({ quantity: 40, sold: 12 })).toBe(28)
    expect(remainingOf({ quantity: 5, sold: 9 })).toBe(0)
    expect(salesTotals(DEMO_REFERENCE_SALES)).toEqual({ ticketsSold: 42, revenue: 576000 })
  })
})
