import { describe, expect, it } from 'vitest'
import { fillTemplate, matchTemplate, pathParamNames } from './url-template'

describe('pathParamNames', () => {
  it('lists the :name segments', () => {
    expect(pathParamNames('/system-vouchers/:voucherReference/replacement')).toEqual(['voucherReference'])
    expect(pathParamNames('/payment/commit')).toEqual([])
  })
})

describe('fillTemplate', () => {
  it('fills path parameters (URI-encoded) and puts the rest in the query, skipping empty ones', () => {
    expect(
      fillTemplate('/presentations/:id/ticketGroups', {
        id: 812,
        isGA: 1,
        modifiedTickets: undefined,
        mode: null,
        miniSiteUrl: 'פסטיבל 2026',
      }),
    ).toBe('/presentations/812/ticketGroups?isGA=1&miniSiteUrl=%D7%A4%D7%A1%D7%98%D7%99%D7%91%D7%9C%202026')
    expect(fillTemplate('/mini-site/:url', { url: 'a/b c' })).toBe('/mini-site/a%2Fb%20c')
    expect(fillTemplate('/features/', {})).toBe('/features/')
  })

  it('treats a missing path parameter or a non-scalar value as a bug', () => {
    expect(() => fillTemplate('/reservations/:resId', {})).toThrow(/:resId/)
    expect(() => fillTemplate('/features/', { featureIds: [1, 2] })).toThrow(/featureIds/)
  })
})

describe('matchTemplate', () => {
  it('returns decoded path parameters for a matching path, else null', () => {
    expect(matchTemplate('/mini-site/:url', '/mini-site/a%2Fb%20c')).toEqual({ url: 'a/b c' })
    expect(matchTemplate('/presentations/', '/presentations')).toEqual({})
    expect(matchTemplate('/presentations/:id/ticket', '/presentations/timer/5')).toBeNull()
    expect(matchTemplate('/presentations/:id', '/presentations/')).toBeNull()
    expect(matchTemplate('/mini-site/:url', '/mini-site/%E0%A4%A')).toBeNull()
  })
})
