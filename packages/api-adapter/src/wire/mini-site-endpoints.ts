import { endpoint } from './endpoint'
import { MiniSiteParams, MiniSiteResponse, MiniSiteValidateParams, MiniSiteValidateResponse } from './mini-site'

/** §7 the mini-site: its listing and the check of its tickets. */
export const miniSiteEndpoints = {
  miniSite: endpoint({
    name: 'miniSite',
    method: 'GET',
    path: '/mini-site/:url',
    params: MiniSiteParams,
    body: null,
    response: MiniSiteResponse,
  }),
  miniSiteValidate: endpoint({
    name: 'miniSiteValidate',
    method: 'GET',
    path: '/mini-site/validate/:url',
    params: MiniSiteValidateParams,
    body: null,
    response: MiniSiteValidateResponse,
  }),
} as const
