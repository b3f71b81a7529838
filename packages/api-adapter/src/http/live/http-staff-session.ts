import * as E from 'fp-ts/Either'
import { kartisError, type Result, type StaffCredentialsInput, type StaffLoginStep, type StaffSession, type StaffUser } from '@kartis/core'
import { staffEndpoints } from '../../wire/live/staff-endpoints'
import { acknowledged, inBand } from '../answers'
import type { HttpTransport } from '../http-transport'

/**
 * Issue 13 the staff login over HTTP. The session is the box office's httpOnly cookie
 * (kartis_staff), which the browser sends with these same-origin calls: no adapter sees it.
 */
export class HttpStaffSession implements StaffSession {
  constructor(private readonly transport: HttpTransport) {}

  async login(credentials: StaffCredentialsInput): Promise<Result<StaffLoginStep>> {
    const answer = await this.transport.send(staffEndpoints.staffLogin, {}, { email: credentials.email, password: credentials.password })
    return E.chain(
      ({
        userInfo,
        totpChallenge,
      }: {
        readonly userInfo: StaffUser | null
        readonly totpChallenge: string | null
      }): Result<StaffLoginStep> => {
        if (userInfo !== null) return E.right({ kind: 'loggedIn', user: userInfo })
        return totpChallenge === null ? E.left(kartisError('DECODE_ERROR')) : E.right({ kind: 'totpRequired', challenge: totpChallenge })
      },
    )(answer)
  }

  async loginTotp(challenge: string, code: string): Promise<Result<StaffUser>> {
    return E.map(({ userInfo }: { readonly userInfo: StaffUser }) => userInfo)(
      await this.transport.send(staffEndpoints.staffLoginTotp, {}, { challenge, code }),
    )
  }

  async logout(): Promise<Result<void>> {
    return acknowledged(inBand(await this.transport.send(staffEndpoints.staffLogout, {}, undefined)))
  }

  async me(): Promise<Result<StaffUser>> {
    return E.map(({ userInfo }: { readonly userInfo: StaffUser }) => userInfo)(
      await this.transport.send(staffEndpoints.staffMe, {}, undefined),
    )
  }
}
