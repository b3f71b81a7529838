/**
 * §6 the producer console's permissions (§2 producer menu): 266 presentations report, 267
 * producer ticket, 268 producer reservations; 269 the ticket-reference admin (§2 "further live
 * screens", numbered by this product: the spec shows no number for it); 270 venue settings (issue 15
 * §4: a venue manager edits their businesses' settings and text overrides; numbered by this product).
 */
export const STAFF_PERMISSIONS = {
  presentationsReport: 266,
  producerTicket: 267,
  producerReservations: 268,
  ticketReferenceAdmin: 269,
  venueSettings: 270,
} as const

export type StaffPermission = (typeof STAFF_PERMISSIONS)[keyof typeof STAFF_PERMISSIONS]

/** Every permission, in menu order. */
export const ALL_STAFF_PERMISSIONS: readonly StaffPermission[] = Object.values(STAFF_PERMISSIONS)

/** §6 whether a number is one of the permissions this product knows. */
export const isStaffPermission = (value: number): value is StaffPermission => ALL_STAFF_PERMISSIONS.some((p) => p === value)

/** §3/§6 a producer or operations user ("userInfo with businessIds"): who they are, what they may do, for which businesses. */
export interface StaffUser {
  readonly staffId: number
  readonly name: string
  readonly email: string
  readonly permissions: readonly StaffPermission[]
  readonly businessIds: readonly number[]
}

/** §6 whether the staff user holds a permission. */
export const hasStaffPermission = (user: Pick<StaffUser, 'permissions'>, permission: StaffPermission): boolean =>
  user.permissions.includes(permission)

/** §6 whether the staff user works for a business (its data is visible to them, its reservations theirs to act on). */
export const servesBusiness = (user: Pick<StaffUser, 'businessIds'>, businessId: number): boolean => user.businessIds.includes(businessId)
