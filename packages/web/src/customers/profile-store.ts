import { EMPTY_CUSTOMER_INFO, customerInfoOf } from '@kartis/core'
import type { Customer, CustomerFormOverrides, Customers, KartisError } from '@kartis/core'
import { makeAutoObservable, observableRef, runInAction } from 'mobx'
import { CustomerFormStore } from '../checkout/customer-form-store'

/**
 * §5/§7 the profile form: the details PUT /customer-area/customers/{id} may change (names,
 * e-mail, mobile number with its confirmation, address, city, date of birth); the ID number is
 * not one of them, and there are no terms to accept.
 */
export const PROFILE_FORM: CustomerFormOverrides = {
  ssn: { shown: false },
  termsAccepted: { shown: false },
  address1: { shown: true },
  city: { shown: true },
  dateOfBirth: { shown: true },
}

/** §8 saving the details: not yet, under way, saved, or refused. */
export type ProfileSave =
  | { readonly kind: 'idle' }
  | { readonly kind: 'saving' }
  | { readonly kind: 'saved' }
  | { readonly kind: 'failed'; readonly error: KartisError }

/** §5/§7/§8 editing the logged-in customer's details. */
export class ProfileStore {
  form: CustomerFormStore | null = null
  save: ProfileSave = { kind: 'idle' }
  readonly #customers: Pick<Customers, 'update'>
  #customerId: number | null = null

  constructor(customers: Pick<Customers, 'update'>) {
    this.#customers = customers
    makeAutoObservable(this, { form: observableRef, save: observableRef }, { autoBind: true })
  }

  /** §3 starts editing a customer's details as they are now (once per customer; what was typed stays while editing). */
  edit(customer: Customer): void {
    const customerId = customer.customerIds[0] ?? null
    if (this.form !== null && this.#customerId === customerId) return
    this.#customerId = customerId
    this.form = new CustomerFormStore(customerInfoOf(customer, EMPTY_CUSTOMER_INFO), PROFILE_FORM)
    this.save = { kind: 'idle' }
  }

  /** §5/§7/§8 saves: 'invalid' (every message shown), or the update is sent; 'saved' or 'failed' is kept to show. */
  async submit(): Promise<'invalid' | 'saved' | 'failed'> {
    const form = this.form
    const customerId = this.#customerId
    if (form === null || customerId === null || this.save.kind === 'saving') return 'invalid'
    const info = form.submit()
    if (info === null) return 'invalid'
    this.save = { kind: 'saving' }
    const answer = await this.#customers.update({
      customerId,
      firstName: info.firstName,
      lastName: info.lastName,
      email: info.email,
      mobileNumber: info.mobileNumber,
      ...(info.address1 === undefined ? {} : { address1: info.address1 }),
      ...(info.city === undefined ? {} : { city: info.city }),
      ...(info.dateOfBirth === undefined || info.dateOfBirth === '' ? {} : { dateOfBirth: info.dateOfBirth }),
    })
    return runInAction(() => {
      this.save = answer._tag === 'Right' ? { kind: 'saved' } : { kind: 'failed', error: answer.left }
      return this.save.kind === 'saved' ? 'saved' : 'failed'
    })
  }

  /** §4 after logout nothing of the customer stays. */
  reset(): void {
    this.form = null
    this.#customerId = null
    this.save = { kind: 'idle' }
  }
}
