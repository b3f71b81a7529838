import { SeatMapCanvas, type PeerBlock } from '@alisaitteke/seatmap-canvas'
import '@alisaitteke/seatmap-canvas/dist/esm/seatmap.canvas.css'
import { seatKeyId, type SeatPlan } from '@kartis/core'
import { seatShaper, sectionFrame } from '../../src/seat-map/plan-geometry'
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

/**
 * Plan units to the peer's pixels: the whole plan (1000 × 750 units) comes to 7000 × 5250 px, so
 * the peer's venue zoom stays above its fixed minimum of 0.1 in the 1280 × 720 px map (it fails
 * on a plan that needs less); its seat circles are sized to the seats' pitch at that scale.
 */
const SCALE = 7

/** The plan as the peer's blocks: each seat at its centre on the plan (after its section's turn), salable when free. */
const peerBlocks = (plan: SeatPlan): PeerBlock[] => {
  const displays = busyEvening(plan)
  return plan.sections.map((section) => {
    const shapeOf = seatShaper(sectionFrame(section.geometry))
    const seats = section.groups.flatMap((group) => group.rows.flatMap((row) => row.seats))
    return {
      id: section.id,
      title: section.name,
      color: '#e2e2e2',
      labels: [],
      seats: seats.map((seat, n) => {
        const { centre } = shapeOf(seat)
        return {
          id: section.id * 10_000 + n,
          title: seat.seatName,
          x: centre.x * SCALE,
          y: centre.y * SCALE,
          salable: displays.get(seatKeyId(seat)) === 'available',
        }
      }),
    }
  })
}

const plan = stadiumPlan(Number(new URLSearchParams(location.search).get('seats') ?? 20_000))
const blocks = peerBlocks(plan)
const firstSection = plan.sections[0]
const firstSeat = firstSection?.groups[0]?.rows[0]?.seats[0]
/** Circles as wide as 80 % of a seat's width at the peer's scale. */
const seatRadius =
  firstSection === undefined || firstSeat === undefined
    ? 4
    : seatShaper(sectionFrame(firstSection.geometry))(firstSeat).local.width * SCALE * 0.4

window.peerBench = {
  dataToPainted: () =>
    new Promise((done) => {
      const start = performance.now()
      // Its defaults for every style part (it reads each part and fails without them).
      const style = { seat: { radius: seatRadius }, block: {}, legend: {}, label: {}, tooltip: {} }
      const map = new SeatMapCanvas('#peer-map', { resizable: true, legend: false, style })
      map.data.replaceData(blocks)
      afterPaint((at) => done({ ms: at - start, seats: document.querySelectorAll('#peer-map .seat-circle, #peer-map circle').length }))
    }),
}
