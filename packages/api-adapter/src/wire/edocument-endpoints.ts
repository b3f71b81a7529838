import { endpoint } from './endpoint'
import { EDocumentParams, EDocumentResponse } from './edocument'

/** §2 the e-ticket by its signed key, for whoever holds it (designed). */
export const edocumentEndpoints = {
  edocument: endpoint({
    name: 'edocument',
    method: 'GET',
    path: '/edocuments/:documentKey',
    params: EDocumentParams,
    body: null,
    response: EDocumentResponse,
  }),
} as const
