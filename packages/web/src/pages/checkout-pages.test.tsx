import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../test/render-app'
import { fakePorts } from '../../test/fake-ports'
import { reservationOf } from '../checkout/checkout.fixtures'

describe('§2 the checkout routes in the app', () => {
  it('/booking/checkout with an empty cart says so', async () => {
    renderApp('/booking/checkout')
    expect(await screen.findByText('סל הקניות ריק.')).toBeTruthy()
  })

  it('/booking/checkout/payment before any order has nothing to confirm', async () => {
    renderApp('/booking/checkout/payment')
    expect(await screen.findByText('עדיין לא הושלמה הזמנה.')).toBeTruthy()
  })

  it('/edocument/{key} asks the box office for the reservation of the key and shows the e-ticket', async () => {
    const asked: string[] = []
    const ports = fakePorts({
      reservations: {
        reservation: async (resId) => {
          asked.push(resId)
          return { _tag: 'Right', right: reservationOf(resId) }
        },
        cancel: async () => ({ _tag: 'Left', left: { code: 'SERVER_ERROR' } }),
        producerCancel: async () => ({ _tag: 'Left', left: { code: 'SERVER_ERROR' } }),
      },
    })
    renderApp('/edocument/KR-89AC065A-0123456789abcdef', { ports })
    expect(await screen.findByRole('img', { name: 'קוד QR של הזמנה KR-89AC065A' })).toBeTruthy()
    expect(asked).toEqual(['KR-89AC065A'])
  })
})
