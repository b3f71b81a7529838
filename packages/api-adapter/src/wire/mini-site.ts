import * as t from 'io-ts'
import * as E from 'fp-ts/Either'
import { kartisError, type MiniSiteListing, type Result } from '@kartis/core'
import { listOf, withDefault } from './optionality'
import { PresentationCodec } from './presentation'
import { QueryList } from './query-list'
import { Acknowledgement, orError } from './result-codec'
import { WireBool, WireInt, WireString } from './scalars'
import { field, optionalField, tolerantObject, tolerantStruct, wireObject, wrapped, type WireObject } from './tolerant-keys'

/** §1 mini-site mode: presentations sold by reference under a mini-site address. */

/** §7 GET /mini-site/{url} path. */
export const MiniSiteParams = tolerantStruct({ url: WireString }, 'mini-site params')
export type MiniSiteParams = t.TypeOf<typeof MiniSiteParams>

/** §3 mini-site: URL, PresentationList. */
export const MiniSiteListingCodec: t.Type<MiniSiteListing, WireObject, unknown> = wireObject('mini-site', {
  url: field('URL', WireString),
  name: optionalField('Name', WireString),
  byReference: optionalField('ByReference', WireBool),
  presentations: field('PresentationList', listOf(PresentationCodec)),
})

/** §7 GET /mini-site/{url} answer: the mini-site or an error. */
export const MiniSiteResponse = orError(MiniSiteListingCodec)

/** §7 GET /mini-site/validate/{url} query: ticketIds, reference1, reference2, mode. */
export const MiniSiteValidateParams = tolerantObject(
  'mini-site validate params',
  { url: WireString, ticketIds: QueryList(WireInt) },
  { reference1: WireString, reference2: WireString, mode: WireString },
)
export type MiniSiteValidateParams = t.TypeOf<typeof MiniSiteValidateParams>

const validity = orError(wrapped('isValid', withDefault(WireBool, true)))

/**
 * §7 GET /mini-site/validate/{url} answer (designed): `{ isValid: true }`, or an error
 * (§8 REFERENCE_NOT_ELIGIBLE, REFERENCE_CHECK_ERROR…); `{ isValid: false }` alone is
 * REFERENCE_NOT_ELIGIBLE.
 */
export const MiniSiteValidateResponse = new t.Type<Result<true>, unknown, unknown>(
  'mini-site validation',
  Acknowledgement.is,
  (u, c) =>
    E.map(E.chain((isValid: boolean): Result<true> => (isValid ? E.right(true) : E.left(kartisError('REFERENCE_NOT_ELIGIBLE')))))(
      validity.validate(u, c),
    ),
  (r) => (E.isLeft(r) ? validity.encode(r) : { isValid: true }),
)
