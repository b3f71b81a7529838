import { hash, verify } from '@node-rs/argon2'

/**
 * Issue 12 passwords: argon2id, the library's default algorithm (its Algorithm enum is a const
 * enum this build cannot name), 19 MiB and 2 passes: OWASP's minimum. The PHC string keeps the salt.
 */
export const hashPassword = (password: string): Promise<string> => hash(password)

let dummy: Promise<string> | undefined

/**
 * Issue 12 checks a password against a stored hash, or, for an unknown e-mail or a customer
 * without a password, against a dummy hash: the same work either way, so the time of the answer
 * does not tell whether the e-mail has an account. A malformed stored hash is a mismatch.
 */
export const passwordMatches = async (storedHash: string | null, password: string): Promise<boolean> => {
  dummy ??= hashPassword('kartis-no-such-account')
  const against = storedHash ?? (await dummy)
  const matches = await verify(against, password).catch(() => false)
  return storedHash !== null && matches
}
