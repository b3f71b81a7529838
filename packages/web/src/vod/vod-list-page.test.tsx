import { ManualClock, kartisError, type Customer } from '@kartis/core'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakePorts } from '../../test/fake-ports'
import { renderApp } from '../../test/render-app'
import { left, right } from './vod-fixtures'

const customer: Customer = {
  customerIds: [7],
  firstName: 'נועה',
  lastName: 'לוי',
  ssn: '034567826',
  email: 'noa@example.org',
  mobileNumber: '0549876543',
  isSmsAllowed: true,
  isMailingAllowed: false,
  isEmailAllowed: true,
  members: [],
  systemVouchers: [],
  vodTickets: [
    { vodId: 20, reservationIdentifier: 'KR-7K3M9Q2A', featureName: 'מדבר יהודה', validUntil: null },
    { vodId: 21, reservationIdentifier: null, featureName: 'עיר של זהב', validUntil: null },
  ],
  reservations: [],
  isOperator: false,
}

const open = (areaData: ReturnType<typeof right<Customer>> | ReturnType<typeof left>) => {
  const clock = new ManualClock(Date.UTC(2026, 6, 1, 12))
  const ports = fakePorts({
    clock,
    customerArea: {
      requestMobileLogin: async () => right({ isFallbackEnabled: true }),
      validateMobileLogin: async () => right(customer),
      customerAreaData: async () => areaData,
      logout: async () => right(undefined),
      requestLoginLinkByEmail: async () => right(undefined),
    },
  })
  return renderApp('/vod', { ports })
}

describe('§2 /vod: the customer’s VOD items', () => {
  it('lists the logged-in customer’s items, each watched at /vod/{resId}/{vodId} (or /vod/{vodId})', async () => {
    open(right(customer))
    expect(await screen.findByRole('heading', { level: 1, name: 'הצפייה שלי' })).toBeTruthy()
    expect((await screen.findByRole('link', { name: 'לצפייה מדבר יהודה' })).getAttribute('href')).toBe('/vod/KR-7K3M9Q2A/20')
    expect(screen.getByRole('link', { name: 'לצפייה עיר של זהב' }).getAttribute('href')).toBe('/vod/21')
  })

  it('asks a visitor who is not logged in to log in first (the customer area’s login)', async () => {
    open(left(kartisError('LOGIN_REQUIRED')))
    expect(await screen.findByText('כדי לראות את הסרטים וההופעות שרכשת לצפייה יש להתחבר.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'שליחת קוד' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: /לצפייה/ })).toBeNull()
  })
})
