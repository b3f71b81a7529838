import { lazyScreen } from '../shell/lazy-screen'

// The ticket-reference screens (their tables, CSV and edits) load when one is opened, not with the console's first screen.

/** Issue 13 §7 the options of the range with their quotas (269). */
export const ReferenceOptionsScreen = lazyScreen(() => import('./reference-options-page').then((m) => m.ReferenceOptionsPage))

/** Issue 13 §7 one reference pair's options (269). */
export const ReferenceDetailScreen = lazyScreen(() => import('./reference-detail-page').then((m) => m.ReferenceDetailPage))

/** Issue 13 §7 tickets and revenue per reference pair (269). */
export const ReferenceSalesScreen = lazyScreen(() => import('./reference-sales-page').then((m) => m.ReferenceSalesPage))

/** Issue 13 §7 the agents (269). */
export const ReferenceAgentsScreen = lazyScreen(() => import('./reference-agents-page').then((m) => m.ReferenceAgentsPage))
