import { HttpTransport, HttpVod, type HttpTransportOptions } from '@kartis/api-adapter'
import type { Vod } from '@kartis/core'

/** §2 the VOD screen's adapter: a chunk of its own, loaded by the VOD screen. */
export const httpVodPort = (options: HttpTransportOptions): Vod => new HttpVod(new HttpTransport(options))
