import { agorot, type EDocument, type Reservations, type Result } from '@kartis/core'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoutes } from '../checkout/render-checkout.test-support'
import { qrPicture } from './qr-code'
import { EdocumentPageBody } from './edocument-page-body'
import { edocumentOf } from './edocument.fixtures'
import { EdocumentStore } from './edocument-store'

const KEY = 'R1001-0123456789abcdef'

/** The day before the fixture's show (1 July 2026, 20:30 Jerusalem). */
const BEFORE_THE_SHOW = Date.parse('2026-06-30T12:00:00+03:00')

const show = (answer: Result<EDocument>, locale: 'he' | 'en' = 'he', at = { now: BEFORE_THE_SHOW, graceMinutes: 0 }) => {
  const port: Pick<Reservations, 'edocument'> = { edocument: async () => answer }
  return renderRoutes(
    {
      '/edocument/:documentKey': (
        <EdocumentPageBody
          documentKey={KEY}
          store={new EdocumentStore(port)}
          locale={locale}
          graceMinutes={at.graceMinutes}
          now={() => at.now}
        />
      ),
    },
    `/edocument/${KEY}`,
    locale,
  )
}

const right = (document: EDocument): Result<EDocument> => ({ _tag: 'Right', right: document })

describe('§9 the e-ticket after its show (the venue’s grace minutes)', () => {
  const START = Date.parse('2026-07-01T20:30:00+03:00')

  it('keeps the QR codes until the grace has passed, then says the show took place instead', async () => {
    show(right(edocumentOf('R1001')), 'he', { now: START + 29 * 60_000, graceMinutes: 30 })
    const during = within(await screen.findByRole('list', { name: 'הכרטיסים' }))
    expect(during.getAllByRole('img', { name: /^קוד QR של כרטיס/ })).toHaveLength(2)
  })

  it('shows no QR code once the show started longer ago than the grace', async () => {
    show(right(edocumentOf('R1001')), 'en', { now: START + 31 * 60_000, graceMinutes: 30 })
    const after = within(await screen.findByRole('list', { name: 'Tickets' }))
    expect(after.queryAllByRole('img')).toHaveLength(0)
    expect(after.getAllByText('This show has already taken place: the ticket no longer admits.')).toHaveLength(2)
  })

  it('issue 15 judges by the grace of the venue that sold it, not the page’s (the plain host’s 0)', async () => {
    show(right({ ...edocumentOf('R1001'), eDocumentGraceMinutes: 30 }), 'he', { now: START + 29 * 60_000, graceMinutes: 0 })
    const during = within(await screen.findByRole('list', { name: 'הכרטיסים' }))
    expect(during.getAllByRole('img', { name: /^קוד QR של כרטיס/ })).toHaveLength(2)
  })
})

describe('§2 the e-ticket', () => {
  it('shows the feature, the time in Jerusalem, the venue, the customer and the late notice', async () => {
    show(right(edocumentOf('R1001')))
    expect(await screen.findByRole('heading', { level: 2, name: 'המופע' })).toBeTruthy()
    expect(screen.getByText('יום רביעי, 1 ביולי · 20:30')).toBeTruthy()
    expect(screen.getByText('אולם 1')).toBeTruthy()
    expect(screen.getByText('נועה כהן')).toBeTruthy()
    expect(screen.getByText('המקומות שמורים לך עד השעה המודפסת על הכרטיס.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'הדפסה' })).toBeTruthy()
  })

  it('gives each ticket its QR code of the reference the box office signed, its seat and its number', async () => {
    show(right(edocumentOf('R1001')))
    const tickets = within(await screen.findByRole('list', { name: 'הכרטיסים' })).getAllByRole('listitem')
    expect(tickets).toHaveLength(2)
    const [first] = tickets
    if (first === undefined) throw new Error('no ticket shown')
    const qr = within(first).getByRole('img', { name: 'קוד QR של כרטיס R1001-01' })
    expect(qr.querySelector('path')?.getAttribute('d')).toBe(qrPicture('R1001-01.0123456789ABCDEF0120').path)
    expect(within(first).getByText('שורה').nextElementSibling?.textContent).toBe('3')
    expect(within(first).getByText('כיסא').nextElementSibling?.textContent).toBe('5')
    expect(first.textContent).toContain('R1001-01')
  })

  it('shows general admission in its section, and a product with its quantity', async () => {
    const [seat] = edocumentOf('R1001').tickets
    if (seat === undefined) throw new Error('fixture without tickets')
    const lines = [
      { ...seat, sectionName: 'רחבה', rowName: '', seatName: '' },
      { ...seat, ticketIdentifier: 'R1001-03', sectionName: '', rowName: '', seatName: '', productName: 'Popcorn', quantity: 2 },
    ]
    show(right({ ...edocumentOf('R1001'), tickets: lines }), 'en')
    expect(await screen.findByText('General admission · רחבה')).toBeTruthy()
    expect(
      screen.getByText((_, element) => element?.className === 'edocument__place' && element.textContent === 'Popcorn × 2'),
    ).toBeTruthy()
    expect(screen.queryByText('Row')).toBeNull()
  })

  it('says a cancelled order is cancelled and its tickets invalid, with no QR code and nothing to print', async () => {
    show(right({ ...edocumentOf('R1001'), resStateId: 3, tickets: [] }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('ההזמנה בוטלה')
    expect(alert.textContent).toContain('הכרטיסים של הזמנה זו אינם תקפים עוד.')
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.queryByRole('button', { name: 'הדפסה' })).toBeNull()
    expect(screen.getByRole('heading', { level: 2, name: 'המופע' })).toBeTruthy()
  })

  it('says an unpaid (hold) order is unpaid', async () => {
    show(right({ ...edocumentOf('R1001'), resStateId: 1, isUnpaid: true }), 'en')
    expect(await screen.findByText('This order has not been paid yet')).toBeTruthy()
  })

  it('is a not-found page for a key the box office did not issue', async () => {
    show({ _tag: 'Left', left: { code: 'NOT_FOUND' } }, 'en')
    expect(await screen.findByText('Ticket not found')).toBeTruthy()
    expect(screen.getByText('Check that the link is complete, exactly as it was sent to you.')).toBeTruthy()
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('says why it cannot be shown when the box office cannot be reached', async () => {
    show({ _tag: 'Left', left: { code: 'NETWORK_ERROR' } })
    expect(await screen.findByText('אי אפשר להציג את הכרטיס כרגע.')).toBeTruthy()
  })
})

describe('issue 14 what a document holds besides tickets', () => {
  const sale = (extra: Partial<EDocument>): EDocument => ({
    ...edocumentOf('R2001'),
    featureName: undefined,
    venueName: undefined,
    startDateTime: null,
    tickets: [],
    ...extra,
  })

  it('a voucher order shows each gift card with its QR code, code and balance, and no time, places or late notice', async () => {
    show(
      right(
        sale({ vouchers: [{ code: 'GC-ABCDEF', name: 'כרטיס מתנה ₪200', isGiftCard: true, balance: agorot(20_000), expiresAt: null }] }),
      ),
    )
    const cards = within(await screen.findByRole('list', { name: 'השוברים וכרטיסי המתנה' })).getAllByRole('listitem')
    expect(cards).toHaveLength(1)
    expect(within(cards[0] ?? document.body).getByRole('img', { name: 'קוד QR של שובר GC-ABCDEF' })).toBeTruthy()
    expect(screen.getByText('GC-ABCDEF')).toBeTruthy()
    expect(screen.getByText(/200\.00/)).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'הזמנה R2001' })).toBeTruthy()
    expect(screen.queryByText('המקומות שמורים לך עד השעה המודפסת על הכרטיס.')).toBeNull()
    expect(screen.queryByText('ללא מועד קבוע')).toBeNull()
  })

  it('a donation shows its receipt with the total given', async () => {
    show(right(sale({ donations: [{ name: 'קרן המלגות', amount: agorot(5_000), quantity: 2 }] })))
    expect(await screen.findByRole('heading', { level: 3, name: 'קבלה על תרומה' })).toBeTruthy()
    expect(screen.getByText('קרן המלגות × 2')).toBeTruthy()
    expect(screen.getByText('סך התרומה')).toBeTruthy()
  })

  it('§5 a waiver voucher shows the jumper’s date of birth it was sold for', async () => {
    const name = 'שובר פארק טרמפולינות לילדים'
    show(
      right(
        sale({
          vouchers: [{ code: 'EV-1', name, isGiftCard: false, balance: agorot(7_000), expiresAt: null }],
          waivers: [{ name, jumperDateOfBirth: '2016-07-01' }],
        }),
      ),
    )
    expect(await screen.findByRole('heading', { level: 3, name: 'כתב ויתור' })).toBeTruthy()
    expect(screen.getByText(`תאריך הלידה של הקופץ/ת (${name})`)).toBeTruthy()
    expect(screen.getByText('1 ביולי 2016')).toBeTruthy()
  })

  it('a membership shows the member number and its validity beside its seats', async () => {
    show(
      right({
        ...edocumentOf('R3001'),
        membership: { name: 'מנוי עונתי', memberNumber: '4815162342', validFrom: '2026-12-01', validUntil: '2027-06-30' },
      }),
    )
    expect(await screen.findByRole('heading', { level: 3, name: 'מנוי עונתי' })).toBeTruthy()
    expect(screen.getByText('4815162342')).toBeTruthy()
    expect(screen.getByText('מספר חבר')).toBeTruthy()
    expect(screen.getByText('30 ביוני 2027')).toBeTruthy()
    expect(screen.getByRole('list', { name: 'הכרטיסים' })).toBeTruthy()
  })

  it('§3 an enrolment names its season and rate, and each seat its show (the same seat in every show)', async () => {
    const shows = [
      ['המלט', '2026-12-03T20:00:00+02:00'],
      ['הדיבוק', '2026-12-17T20:00:00+02:00'],
    ] as const
    show(
      right({
        ...edocumentOf('R4001'),
        featureName: undefined,
        enrolment: { seasonName: 'מינוי עונת התיאטרון', rateName: 'שלישייה', isFixedSeat: true },
        tickets: shows.map(([featureName, startDateTime], index) => ({
          ticketIdentifier: `R4001-0${index + 1}`,
          reference: `R4001-0${index + 1}.0123456789ABCDEF`,
          sectionName: 'אולם',
          rowName: '3',
          seatName: '5',
          quantity: 1,
          featureName,
          startDateTime,
        })),
      }),
    )
    expect(await screen.findByRole('heading', { level: 3, name: 'מינוי עונת התיאטרון' })).toBeTruthy()
    expect(screen.getByText('שלישייה')).toBeTruthy()
    expect(screen.getByText('אותו מקום בכל ההצגות של המינוי.')).toBeTruthy()
    const tickets = within(screen.getByRole('list', { name: 'הכרטיסים' })).getAllByRole('listitem')
    expect(tickets.map((ticket) => ticket.querySelector('.edocument__show')?.textContent)).toEqual([
      'המלט · יום חמישי, 3 בדצמבר · 20:00',
      'הדיבוק · יום חמישי, 17 בדצמבר · 20:00',
    ])
  })
})
