import { ManualClock, isIsraeliMobile, isValidIsraeliId, kartisError } from '@kartis/core'
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { InMemoryBoxOffice } from './box-office'
import { DEMO_CUSTOMER_ACCOUNTS } from './demo-customer-accounts'
import { inMemoryAdapters } from './in-memory-adapters'
import { OPENING_MS, sampleDataset, visitorNamed } from './test-support/demo-sample'

const open = () => {
  const clock = new ManualClock(OPENING_MS)
  const office = new InMemoryBoxOffice(sampleDataset, { clock })
  return {
    office,
    browser: inMemoryAdapters(office, visitorNamed('11111111-1111-4111-8111-111111111111')),
    other: inMemoryAdapters(office, visitorNamed('22222222-2222-4222-8222-222222222222')),
  }
}

const NOA = { email: 'Noa.Levi@kartis.example ', password: 'Kartis-Demo-1' }

describe('InMemoryCustomers', () => {
  it('§6 e-mail and password log the demo customer in (e-mail ignoring case); refresh answers her; logout ends it', async () => {
    const { browser } = open()
    expect(E.map((c: { readonly customerIds: readonly number[] }) => c.customerIds)(await browser.customers.login(NOA))).toEqual(
      E.right([1]),
    )
    expect(E.isRight(await browser.customers.refresh())).toBe(true)
    await browser.customers.logout()
    expect(await browser.customers.refresh()).toEqual(E.left(kartisError('LOGIN_REQUIRED')))
  })

  it('§8 a wrong password, an unknown e-mail or an SMS-only customer’s empty password is LOGIN_FAILED alike', async () => {
    const { browser } = open()
    expect(await browser.customers.login({ ...NOA, password: 'nope' })).toEqual(E.left(kartisError('LOGIN_FAILED')))
    expect(await browser.customers.login({ ...NOA, email: 'who@example.org' })).toEqual(E.left(kartisError('LOGIN_FAILED')))
    expect(await browser.customers.login({ email: 'dani.avraham@kartis.example', password: '' })).toEqual(
      E.left(kartisError('LOGIN_FAILED')),
    )
  })

  it('§7 a number with no customer may log in to check out when asked to regardless: only the number is known', async () => {
    const { browser, office } = open()
    expect(await browser.customers.requestMobileLogin({ mobileNumber: '0549999999', sendSmsRegardlessOfCustomerExistence: true })).toEqual(
      E.right(undefined),
    )
    const code = office.smsCodes.lastCodeTo('0549999999') ?? ''
    expect(await browser.customers.validateMobileLogin({ mobileNumber: '054-9999999', smsCode: code })).toEqual(
      E.right(expect.objectContaining({ customerIds: [], mobileNumber: '0549999999' })),
    )
    expect(await browser.customers.refresh()).toEqual(E.left(kartisError('LOGIN_REQUIRED')))
  })

  it('§7 the code checks against the number it was sent to', async () => {
    const { browser, office } = open()
    await browser.customers.requestMobileLogin({ mobileNumber: '0549876543', sendSmsRegardlessOfCustomerExistence: false })
    const code = office.smsCodes.lastCodeTo('0549876543') ?? ''
    expect(await browser.customers.validateMobileLogin({ mobileNumber: '0527654321', smsCode: code })).toEqual(
      E.left(kartisError('INVALID_SMS_CODE')),
    )
    expect(E.isRight(await browser.customers.validateMobileLogin({ mobileNumber: '0549876543', smsCode: code }))).toBe(true)
  })

  it('§7 update changes only the logged-in customer’s own details', async () => {
    const { browser, other } = open()
    const details = {
      customerId: 1,
      firstName: 'נועה',
      lastName: 'כהן',
      email: 'noa.levi@kartis.example',
      mobileNumber: '+972549876543',
      city: 'עכו',
    }
    expect(await other.customers.update(details)).toEqual(E.left(kartisError('LOGIN_REQUIRED')))
    await browser.customers.login(NOA)
    expect(await browser.customers.update({ ...details, customerId: 2 })).toEqual(
      E.left(kartisError('CUSTOMER_NOT_FOUND', { customerId: 2 })),
    )
    expect(await browser.customers.update({ ...details, mobileNumber: '123' })).toEqual(E.left(kartisError('CUSTOMER_SAVE_FAILED')))
    expect(await browser.customers.update(details)).toEqual(E.right(undefined))
    expect(await browser.customers.refresh()).toEqual(
      E.right(expect.objectContaining({ lastName: 'כהן', city: 'עכו', mobileNumber: '0549876543' })),
    )
  })

  it('§7 branches are the locations of the box office’s presentations', async () => {
    const { browser } = open()
    const branches = await browser.customers.locations()
    expect(E.isRight(branches) && branches.right.length).toBeGreaterThan(0)
  })

  it('§3 the demo customers have valid ID numbers and distinct numbers', () => {
    const numbers = DEMO_CUSTOMER_ACCOUNTS.map((account) => account.mobileNumber)
    expect(new Set(numbers).size).toBe(numbers.length)
    expect(DEMO_CUSTOMER_ACCOUNTS.filter((account) => !isValidIsraeliId(account.ssn) || !isIsraeliMobile(account.mobileNumber))).toEqual([])
  })
})
