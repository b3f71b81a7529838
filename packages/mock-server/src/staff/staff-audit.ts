/** Issue 13 what a staff user did to a reservation (the audit log: who, when, what, which reservation). */
export type StaffAction = 'cancel' | 'resend' | 'sendTickets' | 'editQuantity' | 'producerSeats'

export interface StaffAuditEntry {
  readonly staffId: number
  readonly action: StaffAction
  /** The reservation acted on; null for an action on no reservation (a reference quantity). */
  readonly reservationIdentifier: string | null
  /** What the action changed: the mobile number sent to, a quantity… */
  readonly details: Readonly<Record<string, string | number>>
}

export interface StaffAuditRecord extends StaffAuditEntry {
  readonly at: number
}

export interface StaffAudit {
  /** Writes an entry at the clock's now. */
  record(entry: StaffAuditEntry): Promise<void>
  /** The entries about a reservation, oldest first. */
  ofReservation(reservationIdentifier: string): Promise<readonly StaffAuditRecord[]>
}
