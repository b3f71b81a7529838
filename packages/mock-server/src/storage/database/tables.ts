import type { ColumnType, Generated } from 'kysely'
import type { LoginCodePurpose } from '../../customers/login-codes'

/*
 * §3 the storage schema as Kysely sees it, one interface per table, written once for both
 * engines. Money columns hold agorot (integers); times hold epoch milliseconds (BIGINT, read
 * back as numbers); flags are 0 or 1 (INTEGER on both engines, so rows read the same on each).
 */

/** A nullable column an insert may leave out (null then). */
type NullableUnlessGiven<T> = ColumnType<T | null, T | null | undefined, T | null>

/** 0 or 1, stored as INTEGER on both engines. */
export type Flag = 0 | 1

export interface PricePoliciesTable {
  readonly id: number
  readonly name: string
}

export interface TicketGroupsTable {
  readonly id: number
  readonly name: string
}

export interface TicketsTable {
  readonly id: number
  readonly ticket_group_id: number
  readonly position: number
  readonly name: string
  readonly price: number
  readonly service_charge: number
  readonly price_policy_id: number
  readonly is_voucher_ticket: Flag
}

export interface CouponsTable {
  readonly code: string
  readonly lookup: 'code' | 'memberNumber'
  readonly name: string
  readonly price_policy_id: number
  readonly multiply_factor: number
  readonly balance: number
}

export interface CouponPricesTable {
  readonly code: string
  readonly ticket_group_id: number
  readonly ticket_id: number
  readonly price: number
  readonly service_charge: number
}

export interface ProductsTable {
  readonly id: number
  readonly name: string
  readonly price: number
  readonly is_delivery_required: Flag
  readonly max_quantity: number | null
}

export interface VenuesTable {
  readonly id: number
  readonly name: string
  readonly venue_type_id: number
  readonly location_id: number
  readonly seatplan_id: number | null
  readonly auth_profile_id: number | null
  readonly business_id: number | null
  // global_charge_name, global_charge_amount and global_charge_percent (migration 1) are no longer
  // written or read: issue 15 the global service charge is the venue's settings' (venue_settings).
  readonly cancel_fee_kind: 'fixed' | 'percent' | null
  readonly cancel_fee_basis: 'perOrder' | 'perTicket' | null
  readonly cancel_fee_value: number | null
}

export interface VenueProductsTable {
  readonly venue_id: number
  readonly product_id: number
  readonly position: number
}

export interface VenueTicketGroupsTable {
  readonly venue_id: number
  readonly ticket_group_id: number
  readonly position: number
}

export interface SectionsTable {
  readonly id: number
  readonly seatplan_id: number
  readonly position: number
  readonly name: string
  readonly is_reserved: Flag
  readonly capacity: number | null
  readonly ticket_group_id: number | null
  readonly x_offset: number | null
  readonly y_offset: number | null
  readonly width: number | null
  readonly height: number | null
  readonly rotate: number | null
}

export interface SeatGroupsTable {
  readonly id: number
  readonly section_id: number
  readonly position: number
  readonly name: string
}

export interface SeatsTable {
  readonly section_id: number
  readonly x: number
  readonly y: number
  readonly group_id: number
  readonly row_position: number
  readonly seat_position: number
  readonly row_name: string
  readonly seat_name: string
  readonly seatplan_x: number
  readonly seatplan_y: number
  readonly x_offset: number
  readonly y_offset: number
  readonly width: number
  readonly height: number
  readonly rotate: number
  readonly ticket_group_id: number | null
  /** The seat's attribute codes, comma-separated. */
  readonly attributes: string
}

export interface FeaturesTable {
  readonly id: number
  readonly name: string
  readonly description: string | null
  readonly feature_type_id: number
  readonly feature_category_id: number
  readonly duration_minutes: number | null
  readonly image_url: string | null
}

export interface PresentationsTable {
  /** Given by the catalog import, or generated for a new presentation. */
  readonly id: Generated<number>
  readonly feature_id: number
  readonly venue_id: number
  readonly starts_at: number | null
  readonly seating_policy_id: number
  readonly max_seats: number
  readonly soldout: Flag
  readonly service_charge: number
}

export interface PresentationTimersTable {
  readonly presentation_id: number
  readonly time_in_seconds: number
  readonly url: string
}

export interface MiniSitesTable {
  readonly url: string
  readonly name: string
  /** Issue 14 1: a visitor enters reference codes before buying (its tickets are sold under ticket-reference options). */
  readonly by_reference: ColumnType<Flag, Flag | undefined, Flag>
}

export interface MiniSiteFeaturesTable {
  readonly url: string
  readonly feature_id: number
}

export interface IntegrationsTable {
  readonly ts: string
  readonly ret: string
  readonly key: string
  readonly integration_id: string
}

export interface SeatLocksTable {
  readonly presentation_id: number
  readonly section_id: number
  readonly x: number
  readonly y: number
  readonly uuid: string
  readonly ticket_group_id: number | null
  readonly expires_at: number
  readonly client_address: string | null
}

export interface SeatHoldsTable {
  readonly presentation_id: number
  readonly section_id: number
  readonly x: number
  readonly y: number
}

export interface ReservationsTable {
  readonly reservation_identifier: string
  readonly uuid: string
  readonly idempotency_key: string
  readonly presentation_id: number | null
  readonly res_state_id: 1 | 2 | 3
  readonly is_unpaid: Flag
  readonly first_name: string
  readonly last_name: string
  readonly email: string
  readonly mobile_number: string
  readonly ssn: string
  readonly order_service_charge: number
  readonly cancel_fee_kind: 'fixed' | 'percent' | null
  readonly cancel_fee_basis: 'perOrder' | 'perTicket' | null
  readonly cancel_fee_value: number | null
  readonly payment_session_id: string | null
  readonly created_at: number
  readonly cancelled_at: number | null
  /** Issue 12 the customer logged in when it was bought (null: bought without a login). */
  readonly customer_id: number | null
  /** Issue 14 the partner integration the visitor came from (GET /integration); null: none. */
  readonly integration_id: NullableUnlessGiven<string>
  /**
   * Issue 15 the business of an order without a presentation (vouchers, donations): the venue it
   * was bought at; null: the install's default host, or an order of a presentation (its venue's).
   */
  readonly business_id: NullableUnlessGiven<number>
}

export interface ReservationTicketsTable {
  readonly ticket_identifier: string
  readonly reservation_identifier: string
  readonly position: number
  readonly kind: 'seat' | 'product'
  readonly presentation_id: number | null
  readonly ticket_id: number | null
  readonly price_policy_id: number | null
  readonly product_id: number | null
  readonly quantity: number
  readonly amount: number
  readonly service_charge: number
  /** Issue 13 the references the line was bought under (a ticket-reference option's pair); null: none. */
  readonly reference1: NullableUnlessGiven<string>
  readonly reference2: NullableUnlessGiven<string>
}

export interface SoldSeatsTable {
  readonly presentation_id: number
  readonly section_id: number
  readonly x: number
  readonly y: number
  readonly reservation_identifier: string
  readonly ticket_identifier: string
}

export interface VouchersTable {
  readonly id: Generated<number>
  /** Unique case-insensitively (an index on lower(code)); look-ups compare lower(code). */
  readonly code: string
  readonly name: string
  readonly is_gift_card: Flag
  readonly initial_balance: number
  readonly expires_at: number | null
  readonly owner_uuid: string | null
  readonly owner_reservation: string | null
}

export interface VoucherDebitsTable {
  readonly id: Generated<number>
  readonly voucher_id: number
  readonly amount: number
  readonly reservation_identifier: string | null
  readonly created_at: number
}

export interface CouponRedemptionsTable {
  readonly id: Generated<number>
  readonly code: string
  readonly count: number
  readonly reservation_identifier: string | null
  readonly created_at: number
}

export interface PaymentSessionsTable {
  readonly id: string
  readonly uuid: string
  readonly amount: number
  readonly number_of_payments: number
  readonly status: 'pending' | 'approved' | 'declined'
  readonly card_last4: string | null
  readonly created_at: number
  readonly settled_at: number | null
}

export interface SmsOutboxTable {
  readonly id: Generated<number>
  readonly to_number: string
  readonly text: string
  readonly created_at: number
}

export interface SavedCartsTable {
  /** SHA-256 (hex) of the link's id: the id itself is never stored. */
  readonly id_hash: string
  readonly uuid: string
  /** The wire codec's JSON of the cart. */
  readonly cart: string
  readonly saved_at: number
  readonly expires_at: number
  /** The mobile number the link was sent to by SMS; null when none. */
  readonly sms_to: string | null
}

export interface ReservationModificationsTable {
  readonly id: Generated<number>
  readonly reservation_identifier: string
  readonly uuid: string
  readonly idempotency_key: string
  readonly cart_digest: string
  readonly payment_session_id: string | null
  /** JSON list of the ticket identifiers the modification released. */
  readonly released: string
  /** JSON list of the ticket identifiers it added. */
  readonly added: string
  /** The difference charged, agorot. */
  readonly amount: number
  readonly created_at: number
}

export interface CustomersTable {
  readonly id: Generated<number>
  readonly first_name: string
  readonly last_name: string
  /** Israeli ID number, nine digits; unique when set. */
  readonly ssn: string | null
  /** Unique in lower case when set (an index on lower(email)). */
  readonly email: string | null
  /** 05XXXXXXXX; unique. */
  readonly mobile: string
  /** When the customer last proved the number by an SMS code (null: never). */
  readonly mobile_verified_at: number | null
  /** argon2id (PHC string); null: no password login. */
  readonly password_hash: string | null
  readonly is_sms_allowed: Flag
  readonly is_email_allowed: Flag
  readonly is_mailing_allowed: Flag
  readonly address1: string | null
  readonly city: string | null
  /** YYYY-MM-DD. */
  readonly date_of_birth: string | null
  readonly created_at: number
}

export interface CustomerSessionsTable {
  /** SHA-256 of the session id the cookie carries (the id itself is never stored). */
  readonly id_hash: string
  readonly customer_id: number
  readonly created_at: number
  readonly last_seen_at: number
  readonly idle_expires_at: number
  readonly absolute_expires_at: number
}

export interface LoginCodesTable {
  readonly id: Generated<number>
  readonly visitor_uuid: string
  readonly purpose: LoginCodePurpose
  /** What was asked for: 'mobile:05…' or 'ssn:…' (per-target limits count by it). */
  readonly target: string
  /** Where the code went; null when no customer has the ID number asked for (no code is sent). */
  readonly phone: string | null
  readonly customer_id: number | null
  /** The code logs in a new customer with this phone (sendSmsRegardlessOfCustomerExistence). */
  readonly creates_customer: Flag
  /** HMAC-SHA256 of the code (the code itself is never stored). */
  readonly code_hash: string
  readonly attempts: Generated<number>
  readonly expires_at: number
  readonly consumed_at: number | null
  readonly client_address: string
  readonly created_at: number
}

/** Issue 12 an e-mail the development outbox recorded instead of sending. */
export interface EmailOutboxTable {
  readonly id: Generated<number>
  readonly to_address: string
  readonly subject: string
  readonly text: string
  readonly html: string
  readonly created_at: number
}

/** Issue 12 a login link asked for by e-mail (the address as typed, trimmed and lower-cased). */
export interface LoginLinkRequestsTable {
  readonly id: Generated<number>
  readonly email: string
  readonly client_address: string
  readonly created_at: number
}

export interface RedeemedLoginLinksTable {
  /** The token's jti. */
  readonly token_id: string
  readonly customer_id: number
  readonly redeemed_at: number
}

export interface MembersTable {
  readonly member_number: string
  /** The customer who owns the member; null: not linked to an account. */
  readonly customer_id: number | null
  /** The membership's name as the member shows it. */
  readonly name: string
  readonly membership_id: number
  readonly membership_type_id: number
  readonly balance: Generated<number>
  readonly used_balance: Generated<number>
  /** YYYY-MM-DD; null: no start. */
  readonly start_date: string | null
  /** YYYY-MM-DD, lasting its whole day; null: no end. */
  readonly end_date: string | null
  readonly allow_member_sale_tickets: Flag
  /** Issue 14 the reservation the membership was bought with; null: issued otherwise (the demo's). */
  readonly reservation_identifier: NullableUnlessGiven<string>
}

/** Issue 13 who hands out ticket references: an agent's code is the Reference1 it gives. */
export interface TicketReferenceAgentsTable {
  readonly id: Generated<number>
  readonly business_id: number
  readonly name: string
  readonly reference1: string
}

/** Issue 13 a ticket-reference option: the quantity a reference pair may buy at one price row. */
export interface TicketReferenceOptionsTable {
  readonly price_type: number
  readonly price_id: number
  readonly price_row_id: number
  readonly business_id: number
  readonly reference1: string
  readonly reference2: string
  readonly feature_id: number
  readonly ticket_id: number
  readonly price_policy_id: number
  /** null: every presentation of the feature. */
  readonly presentation_id: number | null
  readonly feature_category_id: number
  readonly quantity: number
}

/** Issue 13 a staff user of the producer console. */
export interface StaffUsersTable {
  readonly id: Generated<number>
  readonly email: string
  readonly name: string
  readonly password_hash: string
  /** Base32 TOTP secret; null: no second factor. */
  readonly totp_secret: string | null
  /** The 30-second step of the last TOTP code accepted: a code is good once (no replay within its window). */
  readonly totp_last_step: number | null
  readonly disabled_at: number | null
  readonly created_at: number
}

export interface StaffPermissionsTable {
  readonly staff_id: number
  readonly permission: number
}

export interface StaffBusinessesTable {
  readonly staff_id: number
  readonly business_id: number
}

export interface StaffSessionsTable {
  readonly id_hash: string
  readonly staff_id: number
  readonly created_at: number
  readonly last_seen_at: number
  readonly idle_expires_at: number
  readonly absolute_expires_at: number
}

/** Issue 13 a login whose password was right, waiting for its TOTP code. */
export interface StaffLoginChallengesTable {
  readonly id_hash: string
  readonly staff_id: number
  readonly expires_at: number
  readonly attempts: Generated<number>
}

/** Issue 13 what a staff user did to a reservation: cancel, resend, send tickets, edit a quantity. */
export interface StaffAuditLogTable {
  readonly id: Generated<number>
  readonly staff_id: number
  readonly at: number
  readonly action: 'cancel' | 'resend' | 'sendTickets' | 'editQuantity' | 'producerSeats'
  readonly reservation_identifier: string | null
  /** JSON of what the action changed (a mobile number sent to, a quantity). */
  readonly details: string
}

export interface SchemaMigrationsTable {
  readonly version: number
  readonly name: string
  readonly applied_at: number
}

/** Issue 14 a family of vouchers on sale. */
export interface VoucherSuperClassesTable {
  readonly id: number
  readonly name: string
  readonly description: string
  readonly position: number
}

/** Issue 14 a voucher or gift card on sale. */
export interface SaleVouchersTable {
  readonly id: number
  readonly class_id: number
  readonly super_class_id: number
  readonly name: string
  readonly description: string
  readonly is_gift_card: Flag
  readonly min_age: NullableUnlessGiven<number>
  readonly max_age: NullableUnlessGiven<number>
  readonly position: number
  /** Issue 15 §2 the business selling it; null: the install's (its default host only). */
  readonly business_id: NullableUnlessGiven<number>
}

/** Issue 14 a price of a voucher on sale (agorot) and what it redeems. */
export interface SaleVoucherPricesTable {
  readonly id: number
  readonly voucher_id: number
  readonly price: number
  readonly redemption_reference: NullableUnlessGiven<string>
  readonly redemption_price: NullableUnlessGiven<number>
  readonly position: number
}

/** Issue 14 the order kinds sold beside events. */
export type SaleOrderKind = 'vouchers' | 'donations'

/** Issue 14 a product a voucher (or donation) order may add. */
export interface SaleOrderProductsTable {
  readonly order_kind: SaleOrderKind
  readonly product_id: number
  readonly position: number
}

/** Issue 14 the service charge of an order kind (agorot and percent). */
export interface SaleOrderChargesTable {
  readonly order_kind: SaleOrderKind
  readonly name: string
  readonly amount: number
  readonly percent: number
}

/** Issue 14 a donation cause. */
export interface DonationCausesTable {
  readonly id: number
  readonly code: string
  readonly name: string
  readonly description: string
  readonly position: number
  /** Issue 15 §2 the business collecting for it; null: the install's (its default host only). */
  readonly business_id: NullableUnlessGiven<number>
}

/** Issue 14 an amount a cause offers, or its free amount with bounds (agorot). */
export interface DonationDetailsTable {
  readonly id: number
  readonly donation_id: number
  readonly amount: number
  readonly is_custom_amount: Flag
  readonly min_amount: number
  readonly max_amount: number
  readonly position: number
}

/** Issue 14 a voucher or donation line a reservation sold: per unit amount (agorot). */
/** Issue 14 §3 the enrolment a reservation bought: its season and rate, and whether its seat is one fixed seat. */
export interface ReservationEnrolmentsTable {
  readonly reservation_identifier: string
  readonly membership_id: number
  readonly season_id: number
  readonly ticket_id: number
  readonly season_name: string
  readonly rate_name: string
  readonly is_fixed_seat: number
}

export interface ReservationSaleLinesTable {
  readonly reservation_identifier: string
  readonly position: number
  readonly kind: 'voucher' | 'donation'
  /** The voucher's id, or the donation cause's. */
  readonly item_id: number
  /** The voucher price's id, or the donation detail's. */
  readonly price_id: number
  readonly name: string
  readonly quantity: number
  readonly amount: number
  /** §5 the waiver's jumper (YYYY-MM-DD), on the line of an age-limited voucher; null otherwise (schema 23). */
  readonly jumper_date_of_birth: NullableUnlessGiven<string>
}

/**
 * Issue 15 §1 a venue's (business's) settings: the manager's settings as the wire's JSON
 * (VenueSettingsCodec), its unique path prefix beside them for look-ups, and a revision counted
 * up on every save.
 */
export interface VenueSettingsTable {
  readonly business_id: number
  readonly slug: string
  readonly settings: string
  readonly revision: number
  readonly updated_at: number
}

/** Issue 15 §4 one save of a venue's settings by a manager: who, when, the revision it made and what changed (JSON). */
export interface VenueSettingsAuditTable {
  readonly id: Generated<number>
  readonly business_id: number
  readonly staff_id: number
  readonly at: number
  readonly revision: number
  /** JSON: [{ field, from, to }], the core's venueSettingsChanges. */
  readonly changes: string
}

/** Issue 15 §2 a host name that reaches one venue (unique on the install). */
export interface VenueHostNamesTable {
  readonly host_name: string
  readonly business_id: number
}

/** Issue 15 §5 a price a ticket group gives by ID number, mobile number or one-time code. */
export interface LookupBenefitsTable {
  readonly id: Generated<number>
  readonly ticket_group_id: number
  readonly kind: 'idNumber' | 'mobile' | 'oneTimeCode'
  readonly name: string
  readonly ticket_id: number
  readonly price_policy_id: number
  readonly price: number
  readonly service_charge: number
}

/** Issue 15 §5 an ID number (nine digits) or mobile number (05…) eligible for a benefit. */
export interface LookupEligiblesTable {
  readonly benefit_id: number
  readonly value: string
}

/** Issue 15 §5 what a successful look-up issued: a token the cart carries as the ticket's code, redeemed once. */
export interface LookupGrantsTable {
  readonly token: string
  readonly benefit_id: number
  readonly presentation_id: number
  /** HMAC of the look-up's kind and the holder's ID or mobile number (the number itself is not kept). */
  readonly holder_hash: string
  readonly visitor_uuid: string
  readonly expires_at: number
  readonly redeemed_at: NullableUnlessGiven<number>
  readonly reservation_identifier: NullableUnlessGiven<string>
  readonly created_at: number
}

/** §3 every table of the box office's database. */
export interface KartisTables {
  readonly price_policies: PricePoliciesTable
  readonly ticket_groups: TicketGroupsTable
  readonly tickets: TicketsTable
  readonly coupons: CouponsTable
  readonly coupon_prices: CouponPricesTable
  readonly products: ProductsTable
  readonly venues: VenuesTable
  readonly venue_products: VenueProductsTable
  readonly venue_ticket_groups: VenueTicketGroupsTable
  readonly sections: SectionsTable
  readonly seat_groups: SeatGroupsTable
  readonly seats: SeatsTable
  readonly features: FeaturesTable
  readonly presentations: PresentationsTable
  readonly presentation_timers: PresentationTimersTable
  readonly mini_sites: MiniSitesTable
  readonly mini_site_features: MiniSiteFeaturesTable
  readonly integrations: IntegrationsTable
  readonly seat_locks: SeatLocksTable
  readonly seat_holds: SeatHoldsTable
  readonly reservations: ReservationsTable
  readonly reservation_tickets: ReservationTicketsTable
  readonly sold_seats: SoldSeatsTable
  readonly vouchers: VouchersTable
  readonly voucher_debits: VoucherDebitsTable
  readonly coupon_redemptions: CouponRedemptionsTable
  readonly payment_sessions: PaymentSessionsTable
  readonly sms_outbox: SmsOutboxTable
  readonly saved_carts: SavedCartsTable
  readonly reservation_modifications: ReservationModificationsTable
  readonly customers: CustomersTable
  readonly members: MembersTable
  readonly customer_sessions: CustomerSessionsTable
  readonly login_codes: LoginCodesTable
  readonly redeemed_login_links: RedeemedLoginLinksTable
  readonly email_outbox: EmailOutboxTable
  readonly login_link_requests: LoginLinkRequestsTable
  readonly ticket_reference_agents: TicketReferenceAgentsTable
  readonly ticket_reference_options: TicketReferenceOptionsTable
  readonly staff_users: StaffUsersTable
  readonly staff_permissions: StaffPermissionsTable
  readonly staff_businesses: StaffBusinessesTable
  readonly staff_sessions: StaffSessionsTable
  readonly staff_login_challenges: StaffLoginChallengesTable
  readonly staff_audit_log: StaffAuditLogTable
  readonly voucher_super_classes: VoucherSuperClassesTable
  readonly sale_vouchers: SaleVouchersTable
  readonly sale_voucher_prices: SaleVoucherPricesTable
  readonly sale_order_products: SaleOrderProductsTable
  readonly sale_order_charges: SaleOrderChargesTable
  readonly donation_causes: DonationCausesTable
  readonly donation_details: DonationDetailsTable
  readonly reservation_sale_lines: ReservationSaleLinesTable
  readonly reservation_enrolments: ReservationEnrolmentsTable
  readonly venue_settings: VenueSettingsTable
  readonly venue_host_names: VenueHostNamesTable
  readonly lookup_benefits: LookupBenefitsTable
  readonly lookup_eligibles: LookupEligiblesTable
  readonly lookup_grants: LookupGrantsTable
  readonly venue_settings_audit: VenueSettingsAuditTable
  readonly schema_migrations: SchemaMigrationsTable
}
