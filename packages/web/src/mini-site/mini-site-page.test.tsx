import { DEMO_AGENTS_MINI_SITE_URL, DEMO_MINI_SITE_URL, InMemoryBoxOffice, demoDataset, type DemoDataset } from '@kartis/api-adapter'
import { ManualClock, kartisError, type MiniSite } from '@kartis/core'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import * as E from 'fp-ts/Either'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { renderApp } from '../../test/render-app'
import { demoPorts } from '../order/demo-ports'

const NOW = Date.parse('2026-07-01T09:00:00+03:00')
let dataset: DemoDataset
beforeAll(() => {
  dataset = demoDataset(NOW)
}, 120_000)

const renderSite = (path: string, miniSite?: (ports: MiniSite) => MiniSite) => {
  const clock = new ManualClock(NOW)
  const demo = demoPorts(clock, '44444444-4444-4444-8444-444444444444', new InMemoryBoxOffice(dataset, { clock }))
  const ports = miniSite === undefined ? demo.ports : { ...demo.ports, miniSite: miniSite(demo.ports.miniSite) }
  return renderApp(path, { ports, now: NOW })
}

describe('§2 /mini-site and /mini-site/{url}', () => {
  it('/mini-site tells a visitor to use the address they were given, and leads to the events', async () => {
    renderSite('/mini-site')
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('הזמנה דרך מיני-אתר')
    expect(screen.getByRole('link', { name: 'לכל האירועים' }).getAttribute('href')).toBe('/')
  })

  it('an unknown mini-site is a Hebrew not-found page', async () => {
    renderSite('/mini-site/nowhere')
    expect(await screen.findByRole('heading', { level: 1, name: 'המיני-אתר לא נמצא' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'לכל האירועים' }).getAttribute('href')).toBe('/')
  })

  it('a mini-site sold without codes lists its presentations at once, each leading to the wizard under it', async () => {
    const { router } = renderSite(`/mini-site/${DEMO_MINI_SITE_URL}`)
    expect(await screen.findByRole('heading', { level: 1, name: 'פסטיבל הקיץ' })).toBeTruthy()
    expect(screen.queryByLabelText('קוד הזמנה')).toBeNull()
    const list = screen.getByRole('region', { name: 'המועדים במכירה' })
    const [first] = within(list).getAllByRole('link')
    expect(first?.getAttribute('href')).toMatch(new RegExp(`^/order/\\d+\\?miniSite=${DEMO_MINI_SITE_URL}$`))
    fireEvent.click(first ?? document.body)
    expect(await screen.findByRole('heading', { level: 1, name: 'בחירת מקומות' })).toBeTruthy()
    expect(router.state.location.search).toBe(`?miniSite=${DEMO_MINI_SITE_URL}`)
  })

  it('a mini-site sold by reference asks for the codes first, checks them with validate, then lists its presentations', async () => {
    const validate = vi.fn<MiniSite['validate']>()
    validate.mockResolvedValueOnce(E.left(kartisError('REFERENCE_NOT_ELIGIBLE')))
    validate.mockResolvedValueOnce(E.right(undefined))
    renderSite(`/mini-site/${DEMO_AGENTS_MINI_SITE_URL}`, (real) => ({ miniSite: (url) => real.miniSite(url), validate }))
    const code = await screen.findByLabelText('קוד הזמנה')
    expect(screen.queryByRole('region', { name: 'המועדים במכירה' })).toBeNull()
    fireEvent.change(code, { target: { value: 'AG-NORTH' } })
    fireEvent.change(screen.getByLabelText('קוד קבוצה (אם יש)'), { target: { value: 'GROUP-Z' } })
    fireEvent.click(screen.getByRole('button', { name: 'כניסה' }))
    expect((await screen.findByRole('alert')).textContent).toBe('הפרטים שהוזנו אינם מזכים בהטבה')
    fireEvent.change(screen.getByLabelText('קוד קבוצה (אם יש)'), { target: { value: 'GROUP-A' } })
    fireEvent.click(screen.getByRole('button', { name: 'כניסה' }))
    expect(await screen.findByRole('region', { name: 'המועדים במכירה' })).toBeTruthy()
    expect(validate).toHaveBeenLastCalledWith(DEMO_AGENTS_MINI_SITE_URL, {
      ticketIds: [],
      url: DEMO_AGENTS_MINI_SITE_URL,
      reference1: 'AG-NORTH',
      reference2: 'GROUP-A',
    })
  })

  it('an order page under a mini-site not entered yet goes to the mini-site to enter it', async () => {
    const { router } = renderSite(`/order/1?miniSite=${DEMO_AGENTS_MINI_SITE_URL}`)
    await waitFor(() => expect(router.state.location.pathname).toBe(`/mini-site/${DEMO_AGENTS_MINI_SITE_URL}`))
  })
})
