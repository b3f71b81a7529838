/** The part of the peer's API the benchmark uses (its package names a declaration file it does not ship). */
declare module '@alisaitteke/seatmap-canvas' {
  export interface PeerSeat {
    readonly id: number
    readonly title: string
    readonly x: number
    readonly y: number
    readonly salable: boolean
  }
  export interface PeerBlock {
    readonly id: number
    readonly title: string
    readonly color: string
    readonly labels: readonly { readonly title: string; readonly x: number; readonly y: number }[]
    readonly seats: readonly PeerSeat[]
  }
  export class SeatMapCanvas {
    constructor(container: string, config: object)
    readonly data: { replaceData: (blocks: readonly PeerBlock[]) => unknown }
  }
}
