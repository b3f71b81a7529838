import type { Integration, IntegrationParams, Result } from '@kartis/core'
import { catalogEndpoints } from '../wire/catalog-endpoints'
import { inBand } from './answers'
import type { HttpTransport } from './http-transport'

/** §7 a partner site handing a visitor over, over HTTP. */
export class HttpIntegration implements Integration {
  constructor(private readonly transport: HttpTransport) {}

  /** §5/§7 GET /integration?TS&ret&key (beside the client's own ts): the integration id. */
  async integrationId(params: IntegrationParams): Promise<Result<string>> {
    return inBand(await this.transport.send(catalogEndpoints.integration, { TS: params.TS, ret: params.ret, key: params.key }, undefined))
  }
}
