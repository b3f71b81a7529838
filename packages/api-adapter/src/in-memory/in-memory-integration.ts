import { kartisError, type Integration, type IntegrationParams, type Result } from '@kartis/core'
import * as E from 'fp-ts/Either'
import type { InMemoryBoxOffice } from './box-office'

/** §7 a partner site handing a visitor over, in memory. */
export class InMemoryIntegration implements Integration {
  constructor(private readonly office: InMemoryBoxOffice) {}

  /** §5/§7 GET /integration: the integration whose TS, ret and key are exactly these; NOT_FOUND otherwise. */
  integrationId(params: IntegrationParams): Promise<Result<string>> {
    const found = this.office.dataset.integrations.find(
      (integration) =>
        integration.params.TS === params.TS && integration.params.ret === params.ret && integration.params.key === params.key,
    )
    return Promise.resolve(found === undefined ? E.left(kartisError('NOT_FOUND', { TS: params.TS })) : E.right(found.integrationId))
  }
}
