import type { ShownAttribute } from './seat-states'

/**
 * §3 the attribute icons, as 24×24 stroke paths drawn in white over the seat's colour. Couch
 * and bed are drawn as one joined shape over their seats instead (the bed adds a pillow).
 */
export const ICON_PATHS: Readonly<Partial<Record<ShownAttribute, string>>> = {
  premium: 'M12 3l2.6 5.6 6.1.7-4.5 4.1 1.2 6-5.4-3-5.4 3 1.2-6-4.5-4.1 6.1-.7z',
  handicap: 'M11 4.5a1.5 1.5 0 1 0 .01 0M10 8v6h6l2.5 5M10 11h5M8 11.5a5 5 0 1 0 6.5 6',
  companion: 'M8 7a2.2 2.2 0 1 0 .01 0M16 7a2.2 2.2 0 1 0 .01 0M3.5 20c0-4 2-6 4.5-6s4.5 2 4.5 6M11.5 20c0-4 2-6 4.5-6s4.5 2 4.5 6',
  limitedView: 'M2.5 12s3.5-6 9.5-6 9.5 6 9.5 6-3.5 6-9.5 6-9.5-6-9.5-6zM12 9.5a2.5 2.5 0 1 0 .01 0M4 20L20 4',
  kidsSeat: 'M12 4a2 2 0 1 0 .01 0M12 8.5v6M8 10.5h8M9 20l3-5.5 3 5.5',
  heated: 'M7 20c-2-3 2-5 0-8s2-5 0-8M12 20c-2-3 2-5 0-8s2-5 0-8M17 20c-2-3 2-5 0-8s2-5 0-8',
  table: 'M3 9h18M6 9v11M18 9v11',
  barStool: 'M6 5h12M12 5v10M8 20l4-5 4 5',
  woodenChair: 'M7 3v18M7 12h10M17 12v9',
  longSeat: 'M3 14h18M3 9.5v9M21 9.5v9',
  bed: 'M4 9h6v4H4zM3 17h18',
  boat: 'M2.5 15h19l-3 5h-13zM12 15V4l6 8h-6',
  paddleBoat: 'M2.5 15h19l-3 5h-13zM5 5l14 14',
  pedalBoat: 'M2.5 15h19l-3 5h-13zM12 11a3.5 3.5 0 1 0 .01 0',
}

/** The one icon a seat shows, by this priority (access needs first); seats with none show only their colour. */
const ICON_PRIORITY: readonly ShownAttribute[] = [
  'handicap',
  'companion',
  'limitedView',
  'premium',
  'kidsSeat',
  'heated',
  'bed',
  'table',
  'barStool',
  'woodenChair',
  'longSeat',
  'boat',
  'paddleBoat',
  'pedalBoat',
]

/** §3 the icon a seat with these (shown) attributes carries, if any. */
export const iconOf = (attributes: readonly ShownAttribute[]): ShownAttribute | null =>
  ICON_PRIORITY.find((name) => attributes.includes(name)) ?? null

/** The id of an icon's symbol in the map's defs (one set per page; every map defines the same). */
export const iconId = (name: ShownAttribute): string => `kartis-seat-icon-${name}`

/** The id of the hatching that marks seats the single-seat rule blocks. */
export const BLOCKED_HATCH_ID = 'kartis-seat-blocked-hatch'
