import { endpoint, NoParams } from './endpoint'
import { VodCodeBody, VodCodeResponse, VodGrantResponse, VodItemParams, VodWatchBody } from './vod'

/** §2 the VOD screen (designed): a one-time code to the phone that bought the item, the grant to watch it, the grant held. */
export const vodEndpoints = {
  vodCode: endpoint({ name: 'vodCode', method: 'POST', path: '/vod/code', params: NoParams, body: VodCodeBody, response: VodCodeResponse }),
  vodWatch: endpoint({
    name: 'vodWatch',
    method: 'POST',
    path: '/vod/watch',
    params: NoParams,
    body: VodWatchBody,
    response: VodGrantResponse,
  }),
  vodAccess: endpoint({
    name: 'vodAccess',
    method: 'GET',
    path: '/vod/:resId/:vodId/access',
    params: VodItemParams,
    body: null,
    response: VodGrantResponse,
  }),
} as const
