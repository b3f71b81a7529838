import type { FastifyReply, FastifyRequest } from 'fastify'
import * as E from 'fp-ts/Either'
import type { Result, StaffLoginStep, StaffUser } from '@kartis/core'
import type { AppDeps, RouteHost } from '../app-deps'
import { checkStaffPassword, checkStaffTotp, type StaffLoginDeps } from '../staff/staff-login'

/**
 * Issue 13 the producer console's login (e-mail and password, then a TOTP code for accounts
 * with one), logout and the session's userInfo. A successful login starts a new staff session
 * (the kartis_staff cookie); logging in and the code step count in the staffLogins rate limit.
 */
export const registerStaffRoutes = (host: RouteHost, deps: AppDeps): void => {
  const login: StaffLoginDeps = {
    accounts: deps.storage.staff,
    challenges: deps.storage.staffLoginChallenges,
    clock: deps.clock,
    config: deps.config.staff,
  }
  const started = async (request: FastifyRequest, reply: FastifyReply, user: Result<StaffUser>): Promise<Result<StaffUser>> => {
    if (E.isRight(user)) await deps.staffSessions.start(request, reply, user.right.staffId)
    return user
  }

  host.handle(
    'staffLogin',
    async ({ body, request, reply }) => {
      const step = await checkStaffPassword(login, body.email, body.password)
      if (E.isLeft(step)) return step
      const answer: StaffLoginStep = step.right
      if (answer.kind === 'totpRequired') return E.right({ userInfo: null, totpChallenge: answer.challenge })
      await started(request, reply, E.right(answer.user))
      return E.right({ userInfo: answer.user, totpChallenge: null })
    },
    { rateLimit: 'staffLogins' },
  )

  host.handle(
    'staffLoginTotp',
    async ({ body, request, reply }) =>
      E.map((userInfo: StaffUser) => ({ userInfo }))(await started(request, reply, await checkStaffTotp(login, body.challenge, body.code))),
    { rateLimit: 'staffLogins' },
  )

  host.handle('staffLogout', async ({ request, reply }) => {
    await deps.staffSessions.end(request, reply)
    return E.right(E.right(true))
  })

  host.handle('staffMe', async ({ request }) => E.map((userInfo: StaffUser) => ({ userInfo }))(await deps.staffGuard.user(request)))
}
