import type { FastifyRequest } from 'fastify'
import * as E from 'fp-ts/Either'
import {
  jerusalemDate,
  reportRange,
  STAFF_PERMISSIONS,
  type CalendarDate,
  type DateRange,
  type Result,
  type StaffPermission,
  type StaffUser,
} from '@kartis/core'
import type { AppDeps, RouteHost } from '../app-deps'

/** The optional range of a report's query. */
interface RangeParams {
  readonly startDate?: CalendarDate
  readonly endDate?: CalendarDate
}

/**
 * §6/§7 issue 13 the live area's reports (permission 266) and ticket-reference admin (269): every
 * call needs a staff session (401) holding its permission (403), and asks its query for the
 * user's businesses only, so another business's data never leaves the database.
 */
export const registerLiveReportRoutes = (host: RouteHost, deps: AppDeps): void => {
  const reports = deps.storage.liveReports
  const references = deps.storage.ticketReferences
  const today = (): CalendarDate => jerusalemDate(deps.clock.now())

  /** Runs `work` for the session's staff user when it holds `permission`; the guard's 401/403 otherwise. */
  const asStaff = async <T>(
    request: FastifyRequest,
    permission: StaffPermission,
    work: (user: StaffUser) => Promise<Result<T>>,
  ): Promise<Result<T>> => {
    const user = await deps.staffGuard.withPermission(request, permission)
    return E.isLeft(user) ? user : work(user.right)
  }

  /** A report over a range (§9 default last month → today; 400 when it ends first or spans over a year). */
  const overRange = <T>(
    request: FastifyRequest,
    permission: StaffPermission,
    params: RangeParams,
    work: (user: StaffUser, range: DateRange) => Promise<T>,
  ) =>
    asStaff(request, permission, async (user) => {
      const range = reportRange(today(), params.startDate, params.endDate)
      return E.isLeft(range) ? range : E.right(await work(user, range.right))
    })

  const report = STAFF_PERMISSIONS.presentationsReport
  const limited = { rateLimit: 'liveReports' } as const

  host.handle(
    'liveAvailableFeatures',
    ({ params, request }) => overRange(request, report, params, (user, range) => reports.availableFeatures(user.businessIds, range)),
    limited,
  )
  host.handle(
    'liveAvailablePresentations',
    ({ params, request }) =>
      overRange(request, report, params, (user, range) => reports.availablePresentations(user.businessIds, params, range)),
    limited,
  )
  host.handle(
    'liveFeatureData',
    async ({ params, request }) =>
      E.flatten(await overRange(request, report, params, (user, range) => reports.featureData(user.businessIds, params, range))),
    limited,
  )
  host.handle(
    'livePresentationData',
    ({ params, request }) => asStaff(request, report, (user) => reports.presentationData(user.businessIds, params.presentationId)),
    limited,
  )
  host.handle(
    'liveLocationSalesByDate',
    ({ params, request }) => overRange(request, report, params, (user, range) => reports.salesByDate(user.businessIds, range)),
    limited,
  )
  host.handle(
    'liveLocationTicketSales',
    ({ params, request }) =>
      asStaff(request, report, async (user) => E.right(await reports.locationTicketSales(user.businessIds, params.date))),
    limited,
  )
  host.handle(
    'liveFeatureSalesOverview',
    ({ params, request }) =>
      overRange(request, report, params, (user, range) => reports.featureTicketSalesOverview(user.businessIds, range)),
    limited,
  )
  host.handle(
    'liveFeatureTicketSales',
    ({ params, request }) =>
      asStaff(request, report, async (user) => E.right(await reports.featureTicketSales(user.businessIds, params.date))),
    limited,
  )
  host.handle(
    'livePresentationSalesMonitor',
    ({ params, request }) =>
      asStaff(request, report, async (user) => E.right(await reports.presentationSalesMonitor(user.businessIds, params.date ?? today()))),
    limited,
  )

  const admin = STAFF_PERMISSIONS.ticketReferenceAdmin
  host.handle(
    'ticketRefAgents',
    ({ request }) => asStaff(request, admin, async (user) => E.right(await references.agents(user.businessIds))),
    limited,
  )
  host.handle(
    'ticketRefPromptAdmin',
    ({ params, request }) => overRange(request, admin, params, (user, range) => references.promptAdmin(user.businessIds, range)),
    limited,
  )
  host.handle(
    'ticketRefPromptAdminDetail',
    ({ params, request }) =>
      asStaff(request, admin, async (user) =>
        E.right(await references.promptAdminDetail(user.businessIds, params.reference, params.reference2)),
      ),
    limited,
  )
  host.handle(
    'ticketRefPromptAdminTicketSales',
    ({ params, request }) => overRange(request, admin, params, (user, range) => references.promptAdminTicketSales(user.businessIds, range)),
    limited,
  )
  // §6 issue 13 every quantity edit is written to the audit log with who and when.
  host.handle(
    'ticketRefEditQuantity',
    ({ params, body, request }) =>
      asStaff(request, admin, async (user) => {
        const edit = {
          priceType: params.type,
          priceId: params.priceId,
          priceRowId: params.rowId,
          reference1: body.reference,
          reference2: body.reference2,
          quantity: body.quantity,
        }
        const edited = await references.editQuantity(user.businessIds, edit)
        if (E.isRight(edited))
          await deps.storage.staffAudit.record({
            staffId: user.staffId,
            action: 'editQuantity',
            reservationIdentifier: null,
            details: edit,
          })
        return edited
      }),
    limited,
  )
}
