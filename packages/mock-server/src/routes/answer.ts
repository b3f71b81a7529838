import * as E from 'fp-ts/Either'
import type { Result } from '@kartis/core'
import type { CaptchaClient, CaptchaVerifier } from '../captcha/captcha-verifier'
import { requireCaptcha } from '../captcha/captcha-verifier'
import { inHebrew as errorInHebrew } from '../http/hebrew-messages'

/**
 * §7 for "X or error" calls: a success is sent as the codec's success (Right(Right(x)));
 * a failure stays a Left, answered with its HTTP status (see register-endpoint).
 */
export const orErrorAnswer = <A>(result: Result<A>): Result<Result<A>> => E.map((value: A): Result<A> => E.right(value))(result)

/** §7/§8 runs `work` only when the recaptchaToken passes the verifier (which may weigh the client's address); its refusal otherwise. */
export const afterCaptcha = async <A>(
  verifier: CaptchaVerifier,
  token: string | undefined,
  client: CaptchaClient,
  work: () => Promise<Result<A>>,
): Promise<Result<A>> => {
  const captcha = await requireCaptcha(verifier, token, { ip: client.ip })
  return E.isLeft(captcha) ? captcha : work()
}

/** §8 a refusal answered with its HTTP status carries its Hebrew text (a client without translations shows it as is). */
export const withHebrew = <A>(result: Result<A>): Result<A> => E.mapLeft(errorInHebrew)(result)

/** §8 an "X or error" answer whose refusal carries its Hebrew text (a client without translations shows it as is). */
export const inHebrew = <A>(result: Result<A>): Result<Result<A>> => orErrorAnswer(withHebrew(result))
