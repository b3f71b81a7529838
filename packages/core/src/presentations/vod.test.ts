import { describe, expect, it } from 'vitest'
import { isVod, isVodUnsupportedBrowser, isVodVenueType, splitVod } from './vod'

describe('§4 VOD and non-VOD presentations, told apart by venueTypeId', () => {
  it('VOD venue type ids are 101, 102, 103, 104', () => {
    expect([100, 101, 102, 103, 104, 105].map(isVodVenueType)).toEqual([false, true, true, true, true, false])
    expect(isVod({ venueTypeId: 103 })).toBe(true)
    expect(isVod({ venueTypeId: 1 })).toBe(false)
  })
  it("splits an order's presentations, keeping their order", () => {
    const order = [
      { id: 1, venueTypeId: 1 },
      { id: 2, venueTypeId: 101 },
      { id: 3, venueTypeId: 2 },
      { id: 4, venueTypeId: 104 },
    ]
    const { vod, nonVod } = splitVod(order)
    expect(vod.map((p) => p.id)).toEqual([2, 4])
    expect(nonVod.map((p) => p.id)).toEqual([1, 3])
  })
  it('an order without presentations has neither', () => {
    expect(splitVod([])).toEqual({ vod: [], nonVod: [] })
  })
})

describe('§8 VOD: iPhone/iPad and Safari are not supported (use Chrome)', () => {
  const agents = {
    iPhoneSafari:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    iPhoneChrome:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
    iPad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
    macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    macChrome: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    windowsChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    windowsEdge:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68',
    androidChrome:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36',
    linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  }

  it('refuses iPhone and iPad in any browser, and Safari on a Mac', () => {
    expect(isVodUnsupportedBrowser(agents.iPhoneSafari, 5)).toBe(true)
    expect(isVodUnsupportedBrowser(agents.iPhoneChrome, 5)).toBe(true)
    expect(isVodUnsupportedBrowser(agents.iPad, 5)).toBe(true)
    expect(isVodUnsupportedBrowser(agents.macSafari, 0)).toBe(true)
  })

  it('refuses an iPad asking for the desktop site (a Mac agent with a touch screen)', () => {
    expect(isVodUnsupportedBrowser(agents.macSafari, 5)).toBe(true)
    expect(isVodUnsupportedBrowser(agents.macChrome, 5)).toBe(true)
  })

  it('plays in Chrome, Edge, Firefox and on Android', () => {
    for (const agent of [agents.macChrome, agents.windowsChrome, agents.windowsEdge, agents.androidChrome, agents.linuxFirefox])
      expect(isVodUnsupportedBrowser(agent, 0), agent).toBe(false)
    expect(isVodUnsupportedBrowser(agents.androidChrome, 5)).toBe(false)
  })
})
