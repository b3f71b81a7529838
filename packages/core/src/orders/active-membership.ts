import * as O from 'fp-ts/Option'
import type { Member } from '../model/member'
import { isMemberAvailable } from '../tickets/member-validity'
import { parseIsoMoment } from '../time/jerusalem-time'

const isReadableDate = (date: string | null): boolean => date === null || O.isSome(parseIsoMoment(date))

/**
 * §4 an active membership for a hold order: a member available at `now` (epoch milliseconds;
 * tickets/member-validity) whose start and end dates are readable. Unlike a ticket choice,
 * where an unreadable date limits nothing, an unpaid hold needs dates the client can judge.
 */
export const isMemberActive = (member: Member, now: number): boolean =>
  isMemberAvailable(member, now) && isReadableDate(member.startDate) && isReadableDate(member.endDate)

/** §4 the members of a customer that are active at `now`. */
export const activeMembers = (members: readonly Member[], now: number): readonly Member[] =>
  members.filter((member) => isMemberActive(member, now))
