import { HttpCatalog, HttpTransport, type HttpTransportOptions } from '@kartis/api-adapter'
import type { Catalog } from '@kartis/core'

/** §7 the catalogue's adapter (the event list's, the first page's): a chunk of its own, with the codecs and the HTTP client. */
export const httpCatalogPort = (options: HttpTransportOptions): Catalog => new HttpCatalog(new HttpTransport(options))
