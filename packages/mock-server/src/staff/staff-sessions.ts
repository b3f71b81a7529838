import type { Clock } from '@kartis/core'
import { SessionService } from '../sessions/session-service'
import { STAFF_SESSION_COOKIE } from '../sessions/session-cookie'
import type { ServerStorage } from '../storage/server-storage'
import type { StaffConfig } from './staff-config'

/** Issue 13 staff sessions: the shared SessionService over staff_sessions, with the staff cookie (SameSite=Strict). */
export const staffSessionService = (
  storage: Pick<ServerStorage, 'staffSessions'>,
  clock: Pick<Clock, 'now'>,
  config: StaffConfig,
): SessionService => new SessionService(storage.staffSessions, clock, config, STAFF_SESSION_COOKIE)
