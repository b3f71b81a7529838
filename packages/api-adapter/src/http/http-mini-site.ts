import type { MiniSite, MiniSiteListing, MiniSiteValidation, Result } from '@kartis/core'
import { miniSiteEndpoints } from '../wire/mini-site-endpoints'
import { acknowledged, inBand } from './answers'
import type { HttpTransport } from './http-transport'

/** §1/§7 mini-site mode over HTTP. */
export class HttpMiniSite implements MiniSite {
  constructor(private readonly transport: HttpTransport) {}

  /** §7 GET /mini-site/{url}: its URL and PresentationList. */
  async miniSite(url: string): Promise<Result<MiniSiteListing>> {
    return inBand(await this.transport.send(miniSiteEndpoints.miniSite, { url }, undefined))
  }

  /** §7 GET /mini-site/validate/{url}?ticketIds&reference1&reference2&mode: §8 REFERENCE_NOT_ELIGIBLE when refused. */
  async validate(url: string, validation: MiniSiteValidation): Promise<Result<void>> {
    return acknowledged(
      inBand(
        await this.transport.send(
          miniSiteEndpoints.miniSiteValidate,
          {
            url,
            ticketIds: validation.ticketIds,
            reference1: validation.reference1,
            reference2: validation.reference2,
            mode: validation.mode,
          },
          undefined,
        ),
      ),
    )
  }
}
