import type * as E from 'fp-ts/Either'
import { kartisError } from '../errors/error-codes'
import { israeliId } from './israeli-id'
import { allOf, validateFields, type FieldCheck, type FormErrors } from './message'
import { israeliMobile } from './mobile'
import { required } from './rules'

/** §5 what an ID-number login asks for. */
export interface LoginValues {
  readonly mobileNumber: string
  readonly ssn: string
}

export type LoginField = keyof LoginValues

const LOGIN_FIELDS: readonly LoginField[] = ['mobileNumber', 'ssn']

const LOGIN_CHECKS: Readonly<Record<LoginField, FieldCheck>> = {
  mobileNumber: allOf(israeliMobile('mobileNumber'), required('mobileNumber')),
  ssn: allOf(israeliId('ssn'), required('ssn')),
}

/**
 * §5 login needs a mobile number and a valid ID number: both normalised (05XXXXXXXX, nine
 * digits), or each field's message plus LOGIN_INVALID_DETAILS (§8 'invalid details').
 */
export const validateLogin = (values: LoginValues): E.Either<FormErrors<LoginField>, LoginValues> =>
  validateFields(LOGIN_FIELDS, LOGIN_CHECKS, values, kartisError('LOGIN_INVALID_DETAILS'))
