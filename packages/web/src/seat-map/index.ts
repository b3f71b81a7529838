export { SeatMap } from './seat-map'
export type { SeatDisplay, SeatMapProps } from './seat-map-props'
