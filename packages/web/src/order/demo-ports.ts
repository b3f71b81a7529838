import { InMemoryBoxOffice, InMemoryCurrentVenue, demoDataset, inMemoryAdapters } from '@kartis/api-adapter'
import type { Analytics, EcommerceEvent, ManualClock } from '@kartis/core'
import type { StorefrontPorts } from '../di/ports'
import { fixedTokenCaptcha } from '../di/captcha'

/** Test support: an analytics port that keeps what it is sent. */
export const recordingAnalytics = (): Analytics & { readonly events: EcommerceEvent[] } => {
  const events: EcommerceEvent[] = []
  return {
    events,
    push: async (event) => {
      events.push(event)
      return { _tag: 'Right', right: undefined }
    },
  }
}

/**
 * Test support: the storefront's ports over an in-memory box office serving the demo
 * catalogue (the reference server's data), for one visitor; visitors of one office share it.
 */
export const demoPorts = (
  clock: ManualClock,
  uuid: string,
  office: InMemoryBoxOffice = new InMemoryBoxOffice(demoDataset(clock.now()), { clock }),
) => {
  const analytics = recordingAnalytics()
  const ports: StorefrontPorts = {
    ...inMemoryAdapters(office, { uuid: () => uuid }),
    analytics,
    captcha: fixedTokenCaptcha('test-token'),
    clock,
    currentVenue: new InMemoryCurrentVenue(),
  }
  return { ports, office, analytics }
}
