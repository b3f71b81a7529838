import * as E from 'fp-ts/Either'
import type { CustomerAccount, CustomerAccounts, NewCustomerAccount } from '../customers/customer-accounts'

/** Issue 12 test support: a customer account to create, with the fields a test cares about changed. */
export const newAccount = (overrides: Partial<NewCustomerAccount> = {}): NewCustomerAccount => ({
  firstName: 'דנה',
  lastName: 'כהן',
  ssn: null,
  email: null,
  mobile: '0549876543',
  mobileVerified: false,
  passwordHash: null,
  isSmsAllowed: false,
  isEmailAllowed: false,
  isMailingAllowed: false,
  ...overrides,
})

/** Creates the account, failing the test if it cannot. */
export const createdAccount = async (accounts: CustomerAccounts, overrides: Partial<NewCustomerAccount> = {}): Promise<CustomerAccount> => {
  const created = await accounts.create(newAccount(overrides))
  if (E.isLeft(created)) throw new Error(`the test account was refused: ${created.left.code}`)
  return created.right
}
