import type { Result } from '../errors/error-codes'
import type { IntegrationParams } from '../validation/integration'

/** §7 public ordering: a partner site handing a visitor over. */
export interface Integration {
  /** §7 GET /integration: the integration id the order then carries (params checked by §5 integrationParams). */
  integrationId(params: IntegrationParams): Promise<Result<string>>
}
