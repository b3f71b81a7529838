import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { HttpLiveReports, HttpTicketReferenceAdmin, platformFetch, type FetchFunction } from '@kartis/api-adapter'
import { STAFF_PERMISSIONS, type CalendarDate } from '@kartis/core'
import { actAsStaff } from '../test-support/staff-session'
import { SEED_TIMEOUT_MS, codeOf, contractVisitor, rightOf, startContractServer, type ContractServer } from './contract-harness'

// One server for the file: the tests only read, but one edit (its own option's quantity, set back).
let server: ContractServer

beforeAll(async () => {
  server = await startContractServer()
}, SEED_TIMEOUT_MS)

afterAll(async () => {
  await server.close()
})

/** The console in a browser: the platform's fetch sending the staff session's cookie (set by the login, which is the staff helper's). */
const consoleOf = async (
  permissions: readonly (typeof STAFF_PERMISSIONS)[keyof typeof STAFF_PERMISSIONS][],
  businessIds: readonly number[],
) => {
  const staff = await actAsStaff(server, { permissions, businessIds })
  const fetch: FetchFunction = (url, init) => platformFetch(url, { ...init, headers: { ...init.headers, cookie: staff.cookie } })
  const { transport } = contractVisitor(server, { fetch })
  return { reports: new HttpLiveReports(transport), references: new HttpTicketReferenceAdmin(transport) }
}

const SEED_DAY: CalendarDate = { year: 2025, month: 7, day: 6 }
const TWO_WEEKS = { startDate: SEED_DAY, endDate: { year: 2025, month: 7, day: 20 } }

describe('§7 the live reports through HttpLiveReports', () => {
  it('reads what the server computes: features, a feature’s presentations and figures, the capacity table and the monitor', async () => {
    const { reports } = await consoleOf([STAFF_PERMISSIONS.presentationsReport], [2])
    const [feature] = rightOf(await reports.availableFeatures(TWO_WEEKS))
    if (feature === undefined) throw new Error('the theatre has features in the demo’s first two weeks')
    const presentations = rightOf(await reports.availablePresentations(feature, TWO_WEEKS))
    const data = rightOf(await reports.featureData(feature, TWO_WEEKS))
    expect(data.presentations.map((p) => p.presentationId)).toEqual(presentations.map((p) => p.presentationId))
    const [first] = data.presentations
    if (first === undefined) throw new Error('the feature has presentations')
    const one = rightOf(await reports.presentationData(first.presentationId))
    expect(one).toEqual(first)
    expect(one.sold + one.held + one.free).toBe(one.capacity)
    expect(one.revenue).toBe(one.ticketTypes.reduce((total, type) => total + type.revenue, 0))
    const table = rightOf(await reports.locationTicketSales(SEED_DAY))
    expect(table.at(-1)?.locationId).toBe(-1)
    const days = rightOf(await reports.salesByDate(TWO_WEEKS))
    expect(days.length).toBeGreaterThan(0)
    expect(days.every((day) => day.date.year === 2025 && day.date.month === 7)).toBe(true)
    expect(rightOf(await reports.featureTicketSalesOverview(TWO_WEEKS)).length).toBeGreaterThan(0)
    expect(Array.isArray(rightOf(await reports.featureTicketSales(SEED_DAY)))).toBe(true)
    expect(Array.isArray(rightOf(await reports.presentationSalesMonitor()))).toBe(true)
  })

  it('answers the guard’s codes to the adapters: 403 PERMISSION_DENIED, 404 for another business’s presentation', async () => {
    const cinema = await consoleOf([STAFF_PERMISSIONS.ticketReferenceAdmin], [1])
    expect(codeOf(await cinema.reports.presentationSalesMonitor())).toBe('PERMISSION_DENIED')
    const theatre = await consoleOf([STAFF_PERMISSIONS.presentationsReport], [2])
    const [cinemaFeature] = rightOf(
      await (await consoleOf([STAFF_PERMISSIONS.presentationsReport], [1])).reports.availableFeatures(TWO_WEEKS),
    )
    if (cinemaFeature === undefined) throw new Error('the cinema has features')
    expect(codeOf(await theatre.reports.featureData(cinemaFeature, TWO_WEEKS))).toBe('NOT_FOUND')
  })
})

describe('§7 the ticket-reference admin through HttpTicketReferenceAdmin', () => {
  it('lists the theatre’s agents and options, edits a quantity and reads it back', async () => {
    const { references } = await consoleOf([STAFF_PERMISSIONS.ticketReferenceAdmin], [2])
    expect(rightOf(await references.agents()).map((agent) => agent.reference1)).toEqual(['AG-NORTH', 'WORKERS-IEC'])
    const items = rightOf(await references.promptAdmin(TWO_WEEKS))
    const option = items.find((item) => item.reference2 === 'GROUP-B')
    if (option === undefined) throw new Error('the demo has the GROUP-B option')
    const edited = rightOf(await references.editQuantity({ ...option, quantity: option.quantity + 5 }))
    expect(edited).toEqual({ ...option, quantity: option.quantity + 5 })
    expect(rightOf(await references.promptAdminDetail(option.reference1, option.reference2))).toEqual([edited])
    // The demo's sales under references (a Hamlet show ahead): ₪180 a regular, ₪120 a student ticket.
    expect(rightOf(await references.promptAdminTicketSales(TWO_WEEKS))).toEqual([
      { reference1: 'AG-NORTH', reference2: 'GROUP-A', agentName: 'סוכנות תיאטרון הצפון', ticketsSold: 6, revenue: 6 * 18_000 },
      { reference1: 'WORKERS-IEC', reference2: 'EMPLOYEES', agentName: 'ועד עובדי חברת החשמל', ticketsSold: 4, revenue: 4 * 12_000 },
    ])
    rightOf(await references.editQuantity(option))
  })
})
