import * as t from 'io-ts'
import * as E from 'fp-ts/Either'
import { isKartisErrorCode, kartisError, type ErrorParams, type KartisError, type KartisErrorCode } from '@kartis/core'
import { isRecord, optionalField, wireObject, type WireObject } from './tolerant-keys'
import { WireString } from './scalars'

/**
 * §8 what a server says went wrong. Servers write it three ways, all read here:
 *   { error: { code, message, params, requestId } }   the shape Kartis servers write;
 *   { error: "text or CODE" }              a bare error string;
 *   { message, error }                     a failed request's message plus error.
 * `err` is read as `error` (§7 producerCancel "returns success or err").
 */
export interface ServerErrorBody {
  readonly code: string | null
  readonly message: string | null
  /** The flat `error` string, when the server sent one. */
  readonly error: string | null
  readonly params?: ErrorParams
  /** The server's id of the failed request (its x-request-id), for support to find its log lines. */
  readonly requestId?: string
}

/** Error params: a record of strings and numbers; other values are dropped. */
const ErrorParamsCodec = new t.Type<ErrorParams, ErrorParams, unknown>(
  'error params',
  (u): u is ErrorParams =>
    isRecord(u) && Object.values(u).every((v) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))),
  (u, c) => {
    if (!isRecord(u)) return t.failure(u, c)
    const kept = Object.entries(u).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || (typeof entry[1] === 'number' && Number.isFinite(entry[1])),
    )
    // fromEntries defines own properties, so a key such as "__proto__" stays data.
    return t.success(Object.fromEntries(kept))
  },
  (a) => a,
)

/** A message is text; NestJS-style servers send a list of texts. */
const MessageText = new t.Type<string, string, unknown>(
  'message text',
  (u): u is string => typeof u === 'string',
  (u, c) => {
    if (Array.isArray(u) && u.every((m: unknown) => typeof m === 'string')) return t.success(u.join('; '))
    return WireString.validate(u, c)
  },
  (a) => a,
)

/** A request id is only ever informative: text (or a number) is kept, anything else dropped, never failing the error. */
const RequestIdText = new t.Type<string | undefined, string | undefined, unknown>(
  'request id',
  (u): u is string | undefined => u === undefined || typeof u === 'string',
  (u) => t.success(typeof u === 'string' ? u : typeof u === 'number' && Number.isFinite(u) ? String(u) : undefined),
  (a) => a,
)

const Detail = wireObject('error detail', {
  code: optionalField('code', WireString),
  message: optionalField('message', MessageText),
  params: optionalField('params', ErrorParamsCodec),
  requestId: optionalField('requestId', RequestIdText),
})

const Envelope = wireObject('error body', {
  error: optionalField('error', t.unknown, 'err'),
  code: optionalField('code', WireString),
  message: optionalField('message', MessageText),
  params: optionalField('params', ErrorParamsCodec),
})

const isServerErrorBody = (u: unknown): u is ServerErrorBody =>
  isRecord(u) &&
  (u['code'] === null || typeof u['code'] === 'string') &&
  (u['message'] === null || typeof u['message'] === 'string') &&
  (u['error'] === null || typeof u['error'] === 'string') &&
  (u['params'] === undefined || ErrorParamsCodec.is(u['params'])) &&
  (u['requestId'] === undefined || typeof u['requestId'] === 'string')

const body = (
  code: string | null,
  message: string | null,
  error: string | null,
  params: ErrorParams | undefined,
  requestId?: string,
): ServerErrorBody => ({
  code,
  message,
  error,
  ...(params === undefined ? {} : { params }),
  ...(requestId === undefined ? {} : { requestId }),
})

/** §8 the error body codec: reads the three shapes above; writes `{ error: { code, message, params } }` (or the flat shape when there is an error string). */
export const ErrorBody = new t.Type<ServerErrorBody, WireObject, unknown>(
  'error body',
  isServerErrorBody,
  (u, c) => {
    const envelope = Envelope.validate(u, c)
    if (E.isLeft(envelope)) return envelope
    const { error, code, message, params } = envelope.right
    if (isRecord(error)) {
      const detail = Detail.validate(error, t.appendContext(c, 'error', Detail, error))
      if (E.isLeft(detail)) return detail
      const d = detail.right
      return t.success(body(d.code ?? code ?? null, d.message ?? message ?? null, null, d.params ?? params, d.requestId))
    }
    if (typeof error === 'string' || typeof error === 'number') return t.success(body(code ?? null, message ?? null, String(error), params))
    if (error !== undefined && error !== null && typeof error !== 'boolean')
      return t.failure(u, c, 'error: expected text or { code, message }')
    if (error === true || code !== undefined || message !== undefined) return t.success(body(code ?? null, message ?? null, null, params))
    return t.failure(u, c, 'expected an error body ({ error } or { message })')
  },
  (b) => {
    const optional = {
      ...(b.code === null ? {} : { code: b.code }),
      ...(b.message === null ? {} : { message: b.message }),
      ...(b.params === undefined ? {} : { params: b.params }),
      ...(b.requestId === undefined ? {} : { requestId: b.requestId }),
    }
    return b.error === null ? { error: optional } : { error: b.error, ...optional }
  },
)

/** §8 a value that is a KartisError with a known code (guards of decoded results). */
export const isKartisError = (u: unknown): u is KartisError =>
  isRecord(u) &&
  typeof u['code'] === 'string' &&
  isKartisErrorCode(u['code']) &&
  (u['params'] === undefined || ErrorParamsCodec.is(u['params'])) &&
  (u['serverMessage'] === undefined || typeof u['serverMessage'] === 'string')

/** 503 Service Unavailable (a box office or a proxy in front of it overloaded for a moment): SERVER_BUSY, worth trying again. */
const fallbackCode = (status: number): 'NOT_FOUND' | 'BAD_REQUEST' | 'SERVER_BUSY' | 'SERVER_ERROR' =>
  status === 404 ? 'NOT_FOUND' : status === 400 ? 'BAD_REQUEST' : status === 503 ? 'SERVER_BUSY' : 'SERVER_ERROR'

/**
 * §8 maps an HTTP status and a decoded error body to a KartisError.
 * - Code: the body's `code`, else its `error` string, when either is a known code;
 *   otherwise 404 → NOT_FOUND, 400 → BAD_REQUEST, 503 → SERVER_BUSY (try again shortly),
 *   anything else → SERVER_ERROR (an unknown code string is kept in params.serverCode).
 * - Text (serverMessage): for a failed request (status outside 2xx) with an error string,
 *   "message: error" with the message defaulting to 'Error' (§8); in a successful
 *   response (an in-band error, §8 payment commit) the message and the error string as
 *   sent. An error string that is itself the code is not repeated as text. An unknown
 *   code with no text keeps the code as text; a failed request with no text at all says 'Error'.
 */
export const toKartisError = (status: number, b: ServerErrorBody): KartisError => {
  const failed = status < 200 || status > 299
  const known = [b.code, b.error].find((c): c is KartisErrorCode => c !== null && isKartisErrorCode(c))
  const errorText = b.error !== null && b.error !== known ? b.error : null
  const text =
    errorText === null
      ? b.message
      : failed
        ? `${b.message ?? 'Error'}: ${errorText}`
        : [b.message, errorText].filter((s): s is string => s !== null).join(': ')
  if (known !== undefined) return kartisError(known, b.params, text ?? undefined)
  const params = b.code === null ? b.params : { ...b.params, serverCode: b.code }
  return kartisError(fallbackCode(status), params, text ?? b.code ?? (failed ? 'Error' : undefined))
}

/** §8 maps any HTTP status and response body (JSON value or text) to a KartisError. */
export const kartisErrorFromResponse = (status: number, responseBody: unknown): KartisError => {
  const decoded = ErrorBody.decode(responseBody)
  if (E.isRight(decoded)) return toKartisError(status, decoded.right)
  const text = typeof responseBody === 'string' && responseBody.trim() !== '' ? responseBody.trim() : null
  return toKartisError(status, body(null, null, text, undefined))
}

/** §8 the body a Kartis server writes for an error: `{ error: { code, message?, params? } }`. */
export const errorBodyOf = (error: KartisError): WireObject =>
  ErrorBody.encode(body(error.code, error.serverMessage ?? null, null, error.params))
