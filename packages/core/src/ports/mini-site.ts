import type { Result } from '../errors/error-codes'
import type { Presentation } from '../model/presentation'

/** §3 a mini-site: its address and the presentations it sells. */
export interface MiniSiteListing {
  readonly url: string
  /** Its title (designed: the spec's listing has URL and PresentationList only). */
  readonly name?: string
  /** Issue 14 sold by reference codes: the visitor enters them (validate) before buying (designed). */
  readonly byReference?: boolean
  readonly presentations: readonly Presentation[]
}

/** §7 GET /mini-site/validate/{url} parameters: the references a visitor gives to enter. */
export interface MiniSiteValidation {
  readonly ticketIds: readonly number[]
  readonly reference1?: string
  readonly reference2?: string
  /** The server's validation mode, verbatim. */
  readonly mode?: string
}

/** §7 public ordering in mini-site mode (§1): presentations sold by reference under a mini-site address. */
export interface MiniSite {
  /** §7 GET /mini-site/{url} */
  miniSite(url: string): Promise<Result<MiniSiteListing>>
  /** §7 GET /mini-site/validate/{url}: §8 REFERENCE_NOT_ELIGIBLE or REFERENCE_CHECK_ERROR on failure. */
  validate(url: string, validation: MiniSiteValidation): Promise<Result<void>>
}
