/** §2 the storefront's routes. */
export const PATHS = {
  home: '/',
  booking: '/booking',
  feature: '/booking/features/:featureId',
  order: '/order/:presentationId',
  checkout: '/booking/checkout',
  payment: '/booking/checkout/payment',
  edocument: '/edocument/:documentKey',
  customer: '/customer',
  customerPortal: '/booking/customer-portal',
  customerToken: '/customer/:token',
  vodList: '/vod',
  vodItem: '/vod/:vodId',
  vodOfReservation: '/vod/:resId/:vodId',
  cart: '/cart/:resId',
  miniSites: '/mini-site',
  miniSite: '/mini-site/:url',
  vouchers: '/vouchers',
  voucherClass: '/vouchers/:superClassId',
  systemVouchers: '/system-vouchers',
  systemVoucherClass: '/system-vouchers/:superClassId',
  /** Not a §2 route: the donation wizard's, named for its order kind (see sales/donation-page.tsx). */
  donations: '/donations',
  membershipList: '/memberships',
  membership: '/membership',
  membershipByCode: '/membership/:membershipCode',
  membershipPrice: '/membership/:membershipCode/:membershipPriceCode',
  enrolment: '/enroll/:membershipId',
} as const

/** §2/§7 /enroll/{membershipId}: the membership enrolment wizard (issue 14 §3). */
export const enrolmentPath = (membershipId: number): string => `/enroll/${membershipId}`

/** §2 /membership/{membershipCode}, or /membership/{membershipCode}/{membershipPriceCode} with a rate. */
export const membershipPath = (membershipCode: string, membershipPriceCode: string | null = null): string =>
  `/membership/${encodeURIComponent(membershipCode)}${membershipPriceCode === null ? '' : `/${encodeURIComponent(membershipPriceCode)}`}`

/** §2 /mini-site/{url} */
export const miniSitePath = (url: string): string => `/mini-site/${encodeURIComponent(url)}`

/** §1 the order page's query naming the mini-site the presentation is bought under. */
export const MINI_SITE_QUERY = 'miniSite'

/** §2 /booking/features/{featureId} */
export const featurePath = (featureId: number): string => `/booking/features/${featureId}`

/** §2 /order/{presentationId} */
export const orderPath = (presentationId: number): string => `/order/${presentationId}`

/** §2 /cart/{resId}: a saved cart's link */
export const cartPath = (resId: string): string => `/cart/${encodeURIComponent(resId)}`

/** §2 /edocument/{documentKey} */
export const edocumentPath = (documentKey: string): string => `/edocument/${encodeURIComponent(documentKey)}`

/** §2 /vod/{resId?}/{vodId}: a VOD item, under its reservation when it has one. */
export const vodPath = (vodId: number, reservationIdentifier: string | null): string =>
  reservationIdentifier === null ? `/vod/${vodId}` : `/vod/${encodeURIComponent(reservationIdentifier)}/${vodId}`

/** §2 a route's numeric id (feature, presentation): a positive whole number in decimal, else null (the page is not found). */
export const parseRouteId = (value: string | undefined): number | null => {
  if (value === undefined || !/^[1-9][0-9]{0,15}$/.test(value)) return null
  const id = Number(value)
  return Number.isSafeInteger(id) ? id : null
}
