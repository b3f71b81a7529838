import { catalogEndpoints } from '../wire/catalog-endpoints'
import { featuresParams, presentationsParams } from './http-catalog'
import { apiBaseUrl, callAddress } from './http-transport'

/**
 * Issue 16 §1 the calls the events list (the storefront's first page, `/` and `/booking`) makes at once, as the
 * catalogue store asks them: GET /features/ and GET /presentations/ with no filter. Under `apiBase` (the
 * API base the page calls: /api/, or /v/{slug}/api/ under a venue's prefix).
 */
export const eventsListAddresses = (apiBase: string): readonly string[] => {
  const base = apiBaseUrl(apiBase)
  return [
    callAddress(base, catalogEndpoints.features, featuresParams({ featureIds: [] })),
    callAddress(base, catalogEndpoints.presentations, presentationsParams({ featureIds: [] })),
  ]
}
