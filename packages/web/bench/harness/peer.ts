import { SeatMapCanvas, type PeerBlock } from '@alisaitteke/seatmap-canvas'
import '@alisaitteke/seatmap-canvas/dist/esm/seatmap.canvas.css'
import { seatKeyId, type SeatPlan } from '@kartis/core'
import { seatShape, sectionFrame } from '../../src/seat-map/plan-geometry'
import { stadiumPlan } from '../stadium-plan'
import { afterPaint, busyEvening } from './measure'

/**
 * The peer's page: `@alisaitteke/seatmap-canvas` (d3/SVG) given the same generated stadium
 * (`?seats=N`) and the same busy evening as Kartis's harness, as its blocks of seats. The
 * conversion happens before the clock starts; `window.peerBench.dataToPainted()` times the
 * peer from its construction and data until that data is painted.
 */

declare global {
  interface Window {
    peerBench: { readonly dataToPainted: () => Promise<{ ms: number; seats: number }> }
  }
}

/** Plan units are scaled so neighbouring seats stand this far apart: the peer's seats are circles of radius 12 (its default) in its own pixel space, its examples 30 apart. */
const SEAT_PITCH = 30

/** The plan as the peer's blocks: each seat at its centre on the plan (after its section's turn), salable when free. */
const peerBlocks = (plan: SeatPlan): PeerBlock[] => {
  const displays = busyEvening(plan)
  let scale = 1
  return plan.sections.map((section) => {
    const frame = sectionFrame(section.geometry)
    const seats = section.groups.flatMap((group) => group.rows.flatMap((row) => row.seats))
    const first = seats[0]
    if (first !== undefined && scale === 1) scale = SEAT_PITCH / (seatShape(frame, first).local.width / 0.83 || 1)
    return {
      id: section.id,
      title: section.name,
      color: '#e2e2e2',
      labels: [],
      seats: seats.map((seat, n) => {
        const { centre } = seatShape(frame, seat)
        return {
          id: section.id * 10_000 + n,
          title: seat.seatName,
          x: centre.x * scale,
          y: centre.y * scale,
          salable: displays.get(seatKeyId(seat)) === 'available',
        }
      }),
    }
  })
}

const blocks = peerBlocks(stadiumPlan(Number(new URLSearchParams(location.search).get('seats') ?? 20_000)))

window.peerBench = {
  dataToPainted: () =>
    new Promise((done) => {
      const start = performance.now()
      // Its defaults for every style part (it reads each part and fails without them).
      const style = { seat: {}, block: {}, legend: {}, label: {}, tooltip: {} }
      const map = new SeatMapCanvas('#peer-map', { resizable: true, legend: false, style })
      map.data.replaceData(blocks)
      afterPaint((at) => done({ ms: at - start, seats: document.querySelectorAll('#peer-map .seat-circle, #peer-map circle').length }))
    }),
}
