import { expect, type BrowserContext, type FrameLocator, type Locator, type Page } from '@playwright/test'
import { indexSeatPlan, seatNumber, type Locale, type Seat, type SeatPlan, type SeatPlanIndex } from '@kartis/core'
import { VISITOR_UUID_STORAGE_KEY } from '@kartis/api-adapter'
import { createI18n } from '../../../src/i18n/create-i18n'
import { translatorOf, type Translate } from '../../../src/i18n/translate'
import { ALL_CATALOGUES } from '../../../test/all-catalogues'
import type { SeatDisplay } from '../../../src/seat-map/seat-map-props'
import { inLocale } from '../../support/page-checks'

/** The demo's test cards (DEMO-DATA.md): approved, declined by the card company. */
export const TEST_CARDS = { approved: '4580 4580 4580 4580', declined: '4580 1111 1111 1113' } as const

/** A customer whose details pass §5 validation (ID number with a valid check digit, matching mobiles). */
export const CUSTOMER = {
  firstName: 'נועה',
  lastName: 'כהן',
  ssn: '000000018',
  email: 'noa@example.org',
  mobileNumber: '0501234567',
} as const

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The words an order step is called in the step bar. */
export type OrderStep = 'seats' | 'tickets' | 'products' | 'detailsAndPayment' | 'confirmation'

/**
 * Issue 4 one visitor's order in the storefront, in one locale: every locator is built from
 * the app's own catalogue (src/i18n) and the seat map's accessible names, so the journeys read
 * like the visitor's steps and follow the texts when they change.
 */
export class OrderFlow {
  readonly t: Translate
  private index: SeatPlanIndex | null = null

  constructor(
    readonly page: Page,
    readonly locale: Locale = 'he',
  ) {
    this.t = translatorOf(createI18n(locale, ALL_CATALOGUES))
  }

  /** §6 gives the browser a known visitor uuid before the storefront makes one, so the API can act as the same visitor. */
  static async asVisitor(context: BrowserContext, uuid: string): Promise<void> {
    await context.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [VISITOR_UUID_STORAGE_KEY, uuid] as const)
  }

  /**
   * §4 the seat list opened, and its first seat the single-seat rule blocks. The demo's cinema
   * shows are sold in scattered seats, so there always is one: a plan without would leave the
   * caller proving nothing, so this fails rather than skips.
   */
  async firstBlockedSeatInList(): Promise<Locator> {
    await this.page.getByRole('button', { name: this.t('seatMap.showList') }).click()
    const blocked = this.page.getByRole('checkbox', { name: new RegExp(escapeRegExp(this.t('seatMap.states.blocked'))) }).first()
    await expect(blocked).toBeVisible()
    return blocked
  }

  /**
   * §2 opens the order wizard of a presentation and waits for its seat map (or GA pickers); `plan`
   * finds seats on the map; `search` adds a query (§4 `?isHold=1`).
   */
  async open(presentationId: number, plan: SeatPlan | null = null, search = ''): Promise<void> {
    this.index = plan === null ? null : indexSeatPlan(plan)
    await this.page.goto(inLocale(`/order/${presentationId}${search}`, this.locale))
    await expect(
      this.page
        .getByRole('application', { name: this.t('seatMap.label') })
        .or(this.page.getByRole('heading', { name: this.t('seatMap.ga.title') }))
        .first(),
    ).toBeVisible()
  }

  /** §2 the wizard was reached by a link (a mini-site's, issue 14): finds seats on `plan` and waits for its seat map. */
  async follow(plan: SeatPlan): Promise<void> {
    this.index = indexSeatPlan(plan)
    await expect(this.page.getByRole('application', { name: this.t('seatMap.label') })).toBeVisible()
  }

  /**
   * §2 goes to a presentation's order wizard inside the app, as a link would (no page load: what
   * the visitor chose and typed stays in the stores), and waits for its seat map.
   */
  async openInApp(presentationId: number, plan: SeatPlan): Promise<void> {
    this.index = indexSeatPlan(plan)
    await this.page.evaluate(
      (path) => {
        window.history.pushState({}, '', path)
        window.dispatchEvent(new PopStateEvent('popstate'))
      },
      inLocale(`/order/${presentationId}`, this.locale),
    )
    await expect(this.page.getByRole('application', { name: this.t('seatMap.label') })).toBeVisible()
  }

  /**
   * §4 a seat on the map. The map names only the focused seat (aria-activedescendant, so
   * 20,000 seats stay cheap); every seat carries its number in the core's seat index as
   * data-seat, which is how a test finds the seat the API described.
   */
  seat(seat: Seat): Locator {
    const number = this.index === null ? undefined : seatNumber(this.index, seat)
    if (number === undefined)
      throw new Error(`e2e: seat ${seat.rowName}/${seat.seatName} is not on the opened plan (open() with the plan first)`)
    return this.page.locator(`.seat-map__svg [data-seat="${number}"]`)
  }

  /** §4 the seat is drawn in this state (the map's class per display state). */
  async expectSeat(seat: Seat, display: SeatDisplay): Promise<void> {
    await expect(this.seat(seat)).toHaveClass(new RegExp(`(^| )seat--${display}( |$)`))
  }

  /** §4 clicks seats one by one, each becoming selected once its lock answers. */
  async chooseSeats(seats: readonly Seat[]): Promise<void> {
    for (const seat of seats) {
      await this.seat(seat).click()
      await this.expectSeat(seat, 'selected')
    }
  }

  /** §4 GA: sets the number of places in a section with its + button. */
  async chooseGaPlaces(sectionName: string, count: number): Promise<void> {
    const stepper = this.page.getByRole('group', { name: this.t('seatMap.ga.quantity', { section: sectionName }) })
    const more = stepper.getByRole('button', { name: this.t('seatMap.ga.increase', { section: sectionName }) })
    for (let index = 0; index < count; index += 1) await more.click()
    await expect(stepper.locator('output')).toHaveText(String(count))
  }

  /** §2 the step bar shows this step as current. */
  async expectStep(step: OrderStep): Promise<void> {
    await expect(this.page.getByRole('list', { name: this.t('a11y.orderSteps') }).locator('[aria-current="step"]')).toContainText(
      this.t(`steps.events.${step}`),
    )
  }

  /** §2 seats → tickets. */
  async toTickets(): Promise<void> {
    await this.page.getByRole('button', { name: this.t('orderFlow.toTickets') }).click()
    await this.expectStep('tickets')
  }

  /**
   * §4 gives every seat still without a ticket the first ticket its group offers: reserved
   * seats by their select, GA places by the first ticket's + until none is left over.
   */
  async chooseTickets(): Promise<void> {
    const unchosen = this.page.locator('.ticket-line select').filter({ has: this.page.locator('option[value=""]:checked') })
    while ((await unchosen.count()) > 0) {
      const select = unchosen.first()
      const first = await select.locator('option:not([disabled])').first().getAttribute('value')
      await select.selectOption(first ?? '')
    }
    const quantityLists = this.page.locator('.ticket-lines').filter({ has: this.page.locator('.quantity') })
    for (let list = 0; list < (await quantityLists.count()); list++) {
      // The picker's second button is + (orderFlow.increase).
      const more = quantityLists.nth(list).locator('.ticket-line').first().locator('.quantity__button').nth(1)
      while (await more.isEnabled()) await more.click()
    }
  }

  /** §2 tickets → products (choosing the default tickets first). */
  async toProducts(): Promise<void> {
    await this.chooseTickets()
    await this.page.getByRole('button', { name: this.t('orderFlow.toProducts') }).click()
    await this.expectStep('products')
  }

  /** §2 products → details and payment. */
  async toCheckout(): Promise<void> {
    await this.page.getByRole('button', { name: this.t('orderFlow.toCheckout') }).click()
    await this.expectStep('detailsAndPayment')
  }

  /** §2 from the tickets step to details and payment (default tickets, no products). */
  async continueToDetails(): Promise<void> {
    await this.toTickets()
    await this.toProducts()
    await this.toCheckout()
  }

  /** §8 an error toast with this message is shown. */
  async expectToast(message: string): Promise<void> {
    await expect(this.page.locator('.toast-region').getByRole('alert').filter({ hasText: message })).toBeVisible()
  }

  /** §5 enters a coupon or voucher code on the tickets step and applies it. */
  async enterTicketCode(code: string): Promise<void> {
    const form = this.page.locator('form.code-form').filter({ has: this.page.getByLabel(this.t('orderFlow.codeTitle')) })
    await form.getByLabel(this.t('orderFlow.codeTitle')).fill(code)
    await form.getByRole('button', { name: this.t('orderFlow.apply') }).click()
  }

  /** §5 fills the customer form (ID number, mobile twice: CUSTOMER's unless another is given) and accepts the terms. */
  async fillCustomer(mobileNumber: string = CUSTOMER.mobileNumber): Promise<void> {
    // Required fields' labels end in an aria-hidden '*'.
    const field = (name: Parameters<Translate>[0]): Locator => this.page.getByLabel(new RegExp(`^${escapeRegExp(this.t(name))}\\s*\\*?$`))
    await field('fields.firstName').fill(CUSTOMER.firstName)
    await field('fields.lastName').fill(CUSTOMER.lastName)
    // Issue 15 the ID number is asked only where the venue's form shows it (hidden at the cinema, required at the theatre).
    const ssn = field('fields.ssn')
    if ((await ssn.count()) > 0) await ssn.fill(CUSTOMER.ssn)
    await field('fields.email').fill(CUSTOMER.email)
    await field('fields.mobileNumber').fill(mobileNumber)
    await field('fields.verifyMobileNumber').fill(mobileNumber)
    await this.page.getByLabel(this.t('checkout.terms')).check()
  }

  /** §7 sends the customer form with "pay by card", which opens the card dialog with the server's hosted page. */
  async openCardDialog(): Promise<void> {
    await this.page.getByRole('button', { name: this.t('checkout.payByCard') }).click()
    await expect(this.page.getByRole('dialog', { name: this.t('payment.cardTitle') })).toBeVisible()
    await expect(this.cardFrame().locator('#cardNumber')).toBeVisible()
  }

  /** §5 completes an order vouchers cover in full (no card). */
  async completeOrder(): Promise<void> {
    await this.page.getByRole('button', { name: this.t('checkout.completeOrder') }).click()
  }

  /** §7 the card dialog shows the payment error (a declined card). */
  async expectPaymentError(): Promise<void> {
    await expect(this.page.getByRole('dialog', { name: this.t('payment.cardTitle') }).getByRole('alert')).toContainText(
      this.t('payment.error'),
    )
  }

  /** §7 the card dialog's hosted payment page (the server's, in an iframe). */
  cardFrame(): FrameLocator {
    return this.page
      .getByRole('dialog', { name: this.t('payment.cardTitle') })
      .frameLocator(`iframe[title="${this.t('checkout.cardFrameTitle')}"]`)
  }

  /** §7 pays the balance by card on the server's hosted page: number, expiry 12/30, CVV 123, holder ID 000000018. */
  async payByCard(cardNumber: string): Promise<void> {
    const frame = this.cardFrame()
    await frame.locator('#cardNumber').fill(cardNumber)
    await frame.locator('#expiry').fill('12/30')
    await frame.locator('#cvv').fill('123')
    await frame.locator('#holderId').fill(CUSTOMER.ssn)
    await frame.locator('#pay').click()
  }

  /** §5 redeems a voucher or gift card in the voucher dialog, then closes it. */
  async payByVoucher(code: string): Promise<void> {
    await this.page.getByRole('button', { name: this.t('checkout.payWithVoucher') }).click()
    const dialog = this.page.getByRole('dialog', { name: this.t('payment.voucherTitle') })
    await dialog.getByLabel(this.t('checkout.voucherCode')).fill(code)
    await dialog.getByRole('button', { name: this.t('checkout.redeem') }).click()
    await expect(dialog.getByRole('status')).toContainText(this.t('checkout.voucherAdded', { code }))
    await dialog.getByRole('button', { name: this.t('common.close') }).click()
    await expect(dialog).toHaveCount(0)
  }

  /** §4/§7 a whole order of reserved seats, paid by the approved test card, to the confirmation; the e-ticket link's address. */
  async buySeatsByCard(presentationId: number, plan: SeatPlan, seats: readonly Seat[], mobileNumber?: string): Promise<string> {
    await this.open(presentationId, plan)
    await this.chooseSeats(seats)
    await this.toTickets()
    await this.toProducts()
    await this.toCheckout()
    await this.fillCustomer(mobileNumber)
    await this.openCardDialog()
    await this.payByCard(TEST_CARDS.approved)
    return this.expectConfirmation()
  }

  /** §2 the confirmation: the reservation number shown, and the e-ticket link's address. */
  async expectConfirmation(): Promise<string> {
    await this.expectStep('confirmation')
    await expect(this.page.getByRole('heading', { name: this.t('checkout.confirmationTitle') })).toBeVisible()
    await expect(this.page.getByText(this.t('order.reservationNumber'))).toBeVisible()
    const link = this.page.getByRole('link', { name: this.t('order.viewTicket') })
    await expect(link).toHaveAttribute('href', /\/edocument\//)
    return (await link.getAttribute('href')) ?? ''
  }
}
