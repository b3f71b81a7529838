import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { ManualClock } from '@kartis/core'
import { createdAccount, newAccount } from '../test-support/customer-accounts-fixture'
import { ENGINES, testDatabase } from '../test-support/test-databases'
import { SqlCustomerAccounts } from './sql-customer-accounts'

const DANA = newAccount({ ssn: '034567826', email: 'Dana.Cohen@Example.org', isSmsAllowed: true })

describe.each(ENGINES)('SqlCustomerAccounts on %s', (engine) => {
  const open = async () => {
    const clock = new ManualClock(Date.UTC(2025, 6, 1))
    return { clock, accounts: new SqlCustomerAccounts(await testDatabase(engine, { clock }), clock) }
  }

  it('creates a customer and finds it by id, mobile number, ID number and e-mail in any case', async () => {
    const { accounts } = await open()
    const created = await createdAccount(accounts, DANA)
    expect(created).toMatchObject({ firstName: 'דנה', mobile: '0549876543', mobileVerified: false, createdAt: Date.UTC(2025, 6, 1) })
    const id = created.id
    expect((await accounts.get(id))?.id).toBe(id)
    expect((await accounts.findByMobile('0549876543'))?.id).toBe(id)
    expect((await accounts.findBySsn('034567826'))?.id).toBe(id)
    expect((await accounts.findByEmail(' dana.cohen@EXAMPLE.org '))?.id).toBe(id)
    expect(await accounts.findByMobile('0527654321')).toBeNull()
  })

  it('keeps the mobile number, the ID number and the lower-case e-mail unique: CUSTOMER_SAVE_FAILED', async () => {
    const { accounts } = await open()
    await accounts.create(DANA)
    const other = { ...DANA, ssn: null, email: null, mobile: '0527654321' }
    for (const clash of [{ mobile: DANA.mobile }, { ssn: DANA.ssn }, { email: 'DANA.COHEN@example.org' }])
      expect(E.isLeft(await accounts.create({ ...other, ...clash }))).toBe(true)
    const second = await createdAccount(accounts, other)
    const update = {
      firstName: 'יוסי',
      lastName: 'לוי',
      email: 'yossi@example.org',
      mobile: DANA.mobile,
      address1: null,
      city: null,
      dateOfBirth: null,
    }
    expect(await accounts.updateDetails(second.id, update)).toEqual(E.left(expect.objectContaining({ code: 'CUSTOMER_SAVE_FAILED' })))
    expect(await accounts.updateDetails(second.id, { ...update, mobile: '0527654321', email: 'dana.cohen@example.ORG' })).toEqual(
      E.left(expect.objectContaining({ code: 'CUSTOMER_SAVE_FAILED' })),
    )
    expect(await accounts.updateDetails(999, { ...update, mobile: '0506543210' })).toEqual(
      E.left(expect.objectContaining({ code: 'CUSTOMER_NOT_FOUND' })),
    )
  })

  it('marks the mobile number proved, and unproves it when the number changes (not when it stays)', async () => {
    const { accounts } = await open()
    const { id } = await createdAccount(accounts, DANA)
    await accounts.markMobileVerified(id)
    expect((await accounts.get(id))?.mobileVerified).toBe(true)
    const details = {
      firstName: 'דנה',
      lastName: 'לוי',
      email: 'dana@example.org',
      mobile: DANA.mobile,
      address1: 'הרצל 1',
      city: 'חיפה',
      dateOfBirth: '1990-04-02',
    }
    const same = await accounts.updateDetails(id, details)
    expect(E.isRight(same) && same.right).toMatchObject({ lastName: 'לוי', mobileVerified: true, city: 'חיפה', dateOfBirth: '1990-04-02' })
    const moved = await accounts.updateDetails(id, { ...details, mobile: '0506543210' })
    expect(E.isRight(moved) && moved.right).toMatchObject({ mobile: '0506543210', mobileVerified: false })
  })
})
