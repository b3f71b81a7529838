import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { STAFF_PERMISSIONS } from '@kartis/core'
import { HttpProducerReservations, HttpStaffSession } from '@kartis/api-adapter'
import { addStaff } from '../staff/staff-admin'
import { newTotpSecret, totpOf } from '../staff/staff-login'
import {
  SEED_TIMEOUT_MS,
  browserFetch,
  codeOf,
  contractVisitor,
  rightOf,
  startContractServer,
  type ContractServer,
} from './contract-harness'

const PASSWORD = 'contract password'
let server: ContractServer
let totpSecret: string

beforeAll(async () => {
  server = await startContractServer()
  totpSecret = newTotpSecret()
  const add = async (
    email: string,
    permissions: readonly (266 | 267 | 268 | 269)[],
    businessIds: readonly number[],
    totp: string | null,
  ) => {
    const added = await addStaff(server.storage.staff, {
      email,
      name: email,
      password: PASSWORD,
      totpSecret: totp,
      permissions,
      businessIds,
    })
    if (E.isLeft(added)) throw new Error(added.left.code)
  }
  await add('producer@contract.test', [STAFF_PERMISSIONS.producerReservations], [1, 2], null)
  await add('reports@contract.test', [STAFF_PERMISSIONS.presentationsReport], [1, 2], null)
  await add('totp@contract.test', [STAFF_PERMISSIONS.producerReservations], [2], totpSecret)
}, SEED_TIMEOUT_MS)

afterAll(async () => {
  await server.close()
})

/** A console in a browser: the staff adapters over a fetch that keeps the server's cookies. */
const staffConsole = () => {
  const { fetch } = browserFetch()
  const { transport, reservations } = contractVisitor(server, { fetch })
  return { session: new HttpStaffSession(transport), producer: new HttpProducerReservations(transport), reservations }
}

describe('issue 13 staff calls through HttpStaffSession and HttpProducerReservations', () => {
  it('logs in, reads userInfo, finds, resends and cancels a reservation, logs out', async () => {
    const { session, producer, reservations } = staffConsole()
    expect(codeOf(await session.me())).toBe('STAFF_LOGIN_REQUIRED')
    const step = rightOf(await session.login({ email: 'producer@contract.test', password: PASSWORD }))
    expect(step).toEqual({ kind: 'loggedIn', user: expect.objectContaining({ permissions: [268], businessIds: [1, 2] }) })
    expect(rightOf(await session.me()).email).toBe('producer@contract.test')
    const found = rightOf(await producer.search({ text: '0527654321', presentationId: null, date: null }))
    expect(found.length).toBeGreaterThanOrEqual(2)
    const theatre = found.find((r) => r.cancellation !== null && r.cancellation.refund > 0)
    if (theatre === undefined) throw new Error('דני has a paid reservation')
    expect(theatre.amount).toBeGreaterThan(0)
    expect(rightOf(await producer.sendAgain(theatre.reservationIdentifier))).toBeUndefined()
    expect(rightOf(await producer.sendTickets(theatre.reservationIdentifier, '0547654321'))).toBeUndefined()
    expect(codeOf(await producer.sendTickets(theatre.reservationIdentifier, 'nope'))).toBe('invalid_mobileNumber')
    expect(rightOf(await reservations.producerCancel(theatre.reservationIdentifier))).toBeUndefined()
    const after = rightOf(await producer.search({ text: theatre.reservationIdentifier, presentationId: null, date: null }))
    expect(after).toEqual([expect.objectContaining({ resStateId: 3, cancellation: null })])
    expect(rightOf(await session.logout())).toBeUndefined()
    expect(codeOf(await producer.search({ text: '', presentationId: null, date: null }))).toBe('STAFF_LOGIN_REQUIRED')
  })

  it('gives a reports-only user 403 on every producer-reservation call', async () => {
    const { session, producer, reservations } = staffConsole()
    rightOf(await session.login({ email: 'reports@contract.test', password: PASSWORD }))
    expect(codeOf(await producer.search({ text: '', presentationId: null, date: null }))).toBe('PERMISSION_DENIED')
    expect(codeOf(await producer.sendAgain('KR-00000000'))).toBe('PERMISSION_DENIED')
    expect(codeOf(await producer.sendTickets('KR-00000000', '0547654321'))).toBe('PERMISSION_DENIED')
    expect(codeOf(await reservations.producerCancel('KR-00000000'))).toBe('PERMISSION_DENIED')
  })

  it('takes the TOTP step: a wrong password fails alike, a wrong code fails, the right code logs in', async () => {
    const { session } = staffConsole()
    expect(codeOf(await session.login({ email: 'totp@contract.test', password: 'not the password' }))).toBe('STAFF_LOGIN_FAILED')
    const step = rightOf(await session.login({ email: 'totp@contract.test', password: PASSWORD }))
    if (step.kind !== 'totpRequired') throw new Error('the account has a second factor')
    const code = totpOf(totpSecret).generate({ timestamp: server.clock.now() })
    expect(codeOf(await session.loginTotp(step.challenge, code === '123456' ? '654321' : '123456'))).toBe('STAFF_TOTP_FAILED')
    expect(rightOf(await session.loginTotp(step.challenge, code)).businessIds).toEqual([2])
  })
})
