import type { Presentation, SeatPlanKey } from '@kartis/core'
import * as E from 'fp-ts/Either'
import { captchaConfigEndpoints } from '../wire/captcha-config-endpoints'
import { catalogEndpoints } from '../wire/catalog-endpoints'
import { PresentationResponse } from '../wire/catalog'
import { decodeJsonWith } from '../wire/decode'
import { seatEndpoints } from '../wire/seat-endpoints'
import { inBand } from './answers'
import { featuresParams, presentationParams, ticketGroupsParams } from './http-catalog'
import { apiBaseUrl, callAddress } from './http-transport'

/**
 * Issue 16 §1 the order page's (/order/{id}) first call, as its order store asks it for a visitor who
 * came by the page's own address (no mini-site, partner or hold): GET /presentations/{id}. Under
 * `apiBase` (/api/, or /v/{slug}/api/ under a venue's prefix).
 */
export const orderPagePresentationAddress = (apiBase: string, presentationId: number): string =>
  callAddress(apiBaseUrl(apiBase), catalogEndpoints.presentation, presentationParams(presentationId, {}))

/** The presentation in GET /presentations/{id}'s answer text; none for an error, in band or not. */
const presentationOfAnswer = (answer: string): Presentation | null => {
  const presentation = inBand(decodeJsonWith(PresentationResponse, answer, 'GET /presentations/{id}'))
  return E.isRight(presentation) ? presentation.right : null
}

/** Issue 16 §1 what the order page asks together once it has its presentation. */
export interface OrderPageFollowingCalls {
  /** The feature's name, the ticket groups, the timer, and the captcha setting the seat statuses' token waits for. */
  readonly addresses: readonly string[]
  /** The seat plan's call, and which plan it is (a box office may leave a large one for the page to ask). */
  readonly seatPlan: { readonly key: SeatPlanKey; readonly address: string }
}

/**
 * Issue 16 §1 the calls the order page makes together once it has its presentation (`presentationAnswer`,
 * the text of {@link orderPagePresentationAddress}'s answer). None for an answer that is no presentation:
 * the page then shows the box office's error from its own call.
 */
export const orderPageFollowingCalls = (
  apiBase: string,
  presentationId: number,
  presentationAnswer: string,
): OrderPageFollowingCalls | null => {
  const presentation = presentationOfAnswer(presentationAnswer)
  if (presentation === null) return null
  const base = apiBaseUrl(apiBase)
  const key: SeatPlanKey = { venueId: presentation.venueId, seatplanId: presentation.seatplanId }
  return {
    addresses: [
      callAddress(base, catalogEndpoints.features, featuresParams({ featureIds: [presentation.featureId] })),
      callAddress(base, catalogEndpoints.ticketGroups, ticketGroupsParams(presentationId, { isGA: presentation.isGA > 0 })),
      callAddress(base, catalogEndpoints.timer, { id: presentationId }),
      callAddress(base, captchaConfigEndpoints.captchaConfig, {}),
    ],
    seatPlan: { key, address: callAddress(base, seatEndpoints.seatPlanColumns, key) },
  }
}
