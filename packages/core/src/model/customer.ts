import type { Member } from './member'
import type { Reservation } from './reservation'

/** §3 a system voucher the customer holds. */
export interface CustomerSystemVoucher {
  readonly reference: string
  readonly name?: string
  readonly balance?: number
  readonly isForReplacement: boolean
  readonly startDate: string | null
  readonly endDate: string | null
  readonly dateTimeCreated: string | null
  /**
   * §7 the reservation the voucher came from (a transaction credit's cancelled reservation, a
   * purchased voucher's order): the body of its cancel and replacement calls.
   */
  readonly reservationIdentifier?: string
}

/** §3 a VOD item the customer may watch. */
export interface VodTicket {
  readonly vodId: number
  readonly reservationIdentifier: string | null
  readonly featureName: string
  readonly validUntil: string | null
}

/** §3 a customer and the customer-area session. */
export interface Customer {
  /** Logged in means having at least one (§4). */
  readonly customerIds: readonly number[]
  readonly firstName: string
  readonly lastName: string
  /** Israeli ID number (SSN in the spec). */
  readonly ssn: string
  readonly email: string
  readonly mobileNumber: string
  readonly phoneNumber?: string
  readonly address1?: string
  readonly address2?: string
  readonly city?: string
  readonly postalCode?: string
  readonly dateOfBirth?: string
  readonly licensePlateNumber?: string
  readonly isSmsAllowed: boolean
  readonly isMailingAllowed: boolean
  readonly isEmailAllowed: boolean
  readonly members: readonly Member[]
  readonly photo?: string
  readonly systemVouchers: readonly CustomerSystemVoucher[]
  readonly vodTickets: readonly VodTicket[]
  readonly reservations: readonly Reservation[]
  readonly isOperator: boolean
}

/** §3 the customer details an order carries (the customer form). */
export interface CustomerInfo {
  readonly customerIds: readonly number[]
  readonly firstName: string
  readonly lastName: string
  readonly ssn: string
  readonly email: string
  readonly mobileNumber: string
  readonly address1?: string
  readonly address2?: string
  readonly city?: string
  readonly postalCode?: string
  readonly dateOfBirth?: string
  readonly locationId?: number
  readonly isMailingAllowed: boolean
}

/** Empty customer details, for a new visitor. */
export const EMPTY_CUSTOMER_INFO: CustomerInfo = {
  customerIds: [],
  firstName: '',
  lastName: '',
  ssn: '',
  email: '',
  mobileNumber: '',
  isMailingAllowed: false,
}
