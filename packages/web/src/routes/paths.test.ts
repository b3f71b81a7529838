import { describe, expect, it } from 'vitest'
import { edocumentPath, featurePath, orderPath, parseRouteId } from './paths'

describe('§2 route paths', () => {
  it('build the parameterised routes', () => {
    expect(featurePath(12)).toBe('/booking/features/12')
    expect(orderPath(3401)).toBe('/order/3401')
    expect(edocumentPath('a b/c')).toBe('/edocument/a%20b%2Fc')
  })

  it('accept positive whole ids only', () => {
    expect(parseRouteId('3401')).toBe(3401)
    expect(parseRouteId('0')).toBeNull()
    expect(parseRouteId('-4')).toBeNull()
    expect(parseRouteId('12abc')).toBeNull()
    expect(parseRouteId('1e3')).toBeNull()
    expect(parseRouteId('99999999999999999')).toBeNull()
    expect(parseRouteId(undefined)).toBeNull()
  })
})
