import * as t from 'io-ts'
import { WireInt } from '../wire/scalars'
import { tolerantObject, tolerantStruct } from '../wire/tolerant-keys'
import { VenueSettingsCodec } from './venue-codec'

/**
 * Issue 15 §4 the producer console's venue calls (permission 270): designed, camelCase and exact,
 * like the settings they carry (the manager's part, `VenueSettingsCodec`).
 */

const Whole = t.refinement(t.number, (n) => Number.isSafeInteger(n), 'whole number')
const Revision = t.refinement(t.number, (n) => Number.isSafeInteger(n) && n >= 0, 'revision')

/** GET /PRES-live/venues: the venues of the user's businesses they manage. */
export const ManagedVenuesResponse = t.exact(
  t.type({ venues: t.readonlyArray(t.exact(t.type({ businessId: Whole, displayName: t.string, slug: t.string }), 'managed venue')) }),
  'managed venues',
)

/** A venue's whole settings and the revision they were read at (0: never saved). */
export const VenueSettingsRevisionCodec = t.exact(t.type({ settings: VenueSettingsCodec, revision: Revision }), 'venue settings revision')

/** {businessId} of /PRES-live/venues/{businessId}[/audit]. */
export const VenueBusinessParams = tolerantStruct({ businessId: WireInt }, 'venue business params')

/** GET /PRES-live/venues/{businessId}/audit?page=: a page of the venue's audit log (1 when absent). */
export const VenueAuditParams = tolerantObject('venue audit params', { businessId: WireInt }, { page: WireInt })

const Change = t.exact(t.type({ field: t.string, from: t.union([t.string, t.null]), to: t.union([t.string, t.null]) }), 'venue change')

/** Issue 15 §4 the audit log's page, newest first; `at` in epoch milliseconds. */
export const VenueAuditResponse = t.exact(
  t.type({
    entries: t.readonlyArray(
      t.exact(
        t.type({ at: Whole, staffId: Whole, staffName: t.string, revision: Revision, changes: t.readonlyArray(Change) }),
        'venue audit entry',
      ),
    ),
    page: Whole,
    pageSize: Whole,
    total: Whole,
  }),
  'venue audit page',
)
