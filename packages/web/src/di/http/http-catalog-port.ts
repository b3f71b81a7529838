import { HttpCatalog, HttpCurrentVenue, HttpTransport, type HttpTransportOptions } from '@kartis/api-adapter'
import type { Catalog, CurrentVenue } from '@kartis/core'

/** §7 the catalogue's adapter (the event list's, the first page's): a chunk of its own, with the codecs and the HTTP client. */
export const httpCatalogPort = (options: HttpTransportOptions): Catalog => new HttpCatalog(new HttpTransport(options))

/** Issue 15 GET /venue's adapter, in the catalogue's chunk: both are asked for before the first page shows. */
export const httpCurrentVenuePort = (options: HttpTransportOptions): CurrentVenue => new HttpCurrentVenue(new HttpTransport(options))
