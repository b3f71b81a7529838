import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { validateLogin } from './login'

describe('login (§5 a mobile number and a valid ID number)', () => {
  it('returns both normalised', () => {
    expect(validateLogin({ mobileNumber: '+972 52 123 4567', ssn: '123456782' })).toEqual(
      E.right({ mobileNumber: '0521234567', ssn: '123456782' }),
    )
  })
  it('fails each bad field with LOGIN_INVALID_DETAILS', () => {
    expect(validateLogin({ mobileNumber: '', ssn: '123456789' })).toEqual(
      E.left({
        error: { code: 'LOGIN_INVALID_DETAILS' },
        fields: {
          mobileNumber: { key: 'validation.required', params: { name: 'mobileNumber' } },
          ssn: { key: 'validation.israeli_id', params: { name: 'ssn' } },
        },
      }),
    )
    expect(validateLogin({ mobileNumber: '0501234567', ssn: '' })).toEqual(
      E.left({ error: { code: 'LOGIN_INVALID_DETAILS' }, fields: { ssn: { key: 'validation.required', params: { name: 'ssn' } } } }),
    )
  })
})
