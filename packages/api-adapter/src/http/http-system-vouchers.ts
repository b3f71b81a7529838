import type { Result, SystemVouchers, VoucherHistoryEntry, VoucherReplacement } from '@kartis/core'
import { reservationEndpoints } from '../wire/reservation-endpoints'
import { acknowledged, inBand } from './answers'
import type { HttpTransport } from './http-transport'

/** §7 system vouchers over HTTP: history, cancel, replacement. */
export class HttpSystemVouchers implements SystemVouchers {
  constructor(private readonly transport: HttpTransport) {}

  /** §7 GET /system-vouchers/{ref}/history */
  async history(reference: string): Promise<Result<readonly VoucherHistoryEntry[]>> {
    return inBand(await this.transport.send(reservationEndpoints.systemVoucherHistory, { ref: reference }, undefined))
  }

  /** §7 POST /system-vouchers/{voucherReference}/cancel { reservationIdentifier } */
  async cancel(reference: string, reservationIdentifier: string): Promise<Result<void>> {
    return acknowledged(
      inBand(
        await this.transport.send(reservationEndpoints.systemVoucherCancel, { voucherReference: reference }, { reservationIdentifier }),
      ),
    )
  }

  /** §7 POST /system-vouchers/{voucherReference}/replacement { reservationIdentifier }: IsForReplacement, StartDate, EndDate, DateTimeCreated. */
  async requestReplacement(reference: string, reservationIdentifier: string): Promise<Result<VoucherReplacement>> {
    return inBand(
      await this.transport.send(reservationEndpoints.systemVoucherReplacement, { voucherReference: reference }, { reservationIdentifier }),
    )
  }
}
