import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../test/render-app'
import { fakePorts } from '../../test/fake-ports'
import { edocumentOf } from '../edocument/edocument.fixtures'

describe('§2 the checkout routes in the app', () => {
  it('/booking/checkout with an empty cart says so', async () => {
    renderApp('/booking/checkout')
    expect(await screen.findByText('סל הקניות ריק.')).toBeTruthy()
  })

  it('/booking/checkout/payment before any order has nothing to confirm', async () => {
    renderApp('/booking/checkout/payment')
    expect(await screen.findByText('עדיין לא הושלמה הזמנה.')).toBeTruthy()
  })

  it('/edocument/{key} asks the box office for the e-ticket of the whole signed key and shows it', async () => {
    const asked: string[] = []
    const refused = async () => ({ _tag: 'Left', left: { code: 'SERVER_ERROR' } }) as const
    const ports = fakePorts({
      reservations: {
        reservation: refused,
        edocument: async (documentKey) => {
          asked.push(documentKey)
          return { _tag: 'Right', right: edocumentOf('KR-89AC065A') }
        },
        cancel: refused,
        producerCancel: refused,
      },
    })
    renderApp('/edocument/KR-89AC065A-0123456789abcdef', { ports })
    expect(await screen.findByRole('img', { name: 'קוד QR של כרטיס KR-89AC065A-01' })).toBeTruthy()
    expect(asked).toEqual(['KR-89AC065A-0123456789abcdef'])
  })
})
