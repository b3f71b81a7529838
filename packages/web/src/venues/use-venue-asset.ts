import { useHref } from 'react-router'
import { venueAssetUrlOf } from './venue-address'

/** Issue 15 §2 the page's venue prefix (the router's basename) applied to the box office's own image addresses: posters, the logo. */
export const useVenueAssetUrl = (): ((url: string) => string) => {
  const basePath = useHref('/').replace(/\/$/, '')
  return (url) => venueAssetUrlOf(basePath, url)
}
