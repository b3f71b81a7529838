import { describe, expect, it } from 'vitest'
import { passesLuhn } from '@kartis/core'
import { TEST_CARDS, simulatedOutcome } from './test-cards'

describe('test cards', () => {
  it('are all Luhn-valid, so the card form accepts them', () => {
    for (const number of Object.values(TEST_CARDS)) expect(passesLuhn(number)).toBe(true)
  })

  it('approve, decline and answer slowly as documented', () => {
    expect(simulatedOutcome(TEST_CARDS.approve)).toEqual({ status: 'approved', delayed: false })
    expect(simulatedOutcome(TEST_CARDS.decline)).toEqual({ status: 'declined', delayed: false })
    expect(simulatedOutcome(TEST_CARDS.slow)).toEqual({ status: 'approved', delayed: true })
  })

  it('approves any other valid number', () => {
    expect(simulatedOutcome('4242424242424242')).toEqual({ status: 'approved', delayed: false })
  })
})
