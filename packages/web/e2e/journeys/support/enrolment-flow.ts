import { expect, type Page } from '@playwright/test'
import type { EnrolmentEvent, EnrolmentSeason, Result, SeatPlan } from '@kartis/core'
import * as E from 'fp-ts/Either'
import { createI18n } from '../../../src/i18n/create-i18n'
import { translatorOf, type Translate } from '../../../src/i18n/translate'
import { ALL_CATALOGUES } from '../../../test/all-catalogues'
import type { BoxOffice } from '../../support/box-office'
import { inLocale, type JourneyLocale } from '../../support/page-checks'

/** §2 the steps of the enrolment wizard, as the step bar names them. */
export type EnrolmentStep = 'rates' | 'events' | 'seatsForEvents' | 'detailsAndPayment' | 'confirmation'

/** The demo's enrolment season (DEMO-DATA.md): membership 2001, the theatre's next six shows. */
export const DEMO_SEASON_MEMBERSHIP_ID = 2001

const orFail = <T>(what: string, result: Result<T>): T => {
  if (E.isRight(result)) return result.right
  throw new Error(`e2e: ${what} failed with ${result.left.code} ${JSON.stringify(result.left.params ?? {})}`)
}

/** §2 the demo season as the box office under test offers it now. */
export const seasonOnSale = async (boxOffice: BoxOffice): Promise<EnrolmentSeason> =>
  orFail('enrolment season', await boxOffice.adapters.enrolments.season(DEMO_SEASON_MEMBERSHIP_ID))

/** §7 the season's plan over the named events, each seat available only where it is free in all of them (as this visitor sees it). */
export const enrolmentPlan = async (boxOffice: BoxOffice, events: readonly EnrolmentEvent[]): Promise<SeatPlan> =>
  orFail(
    'enrolment seat plan',
    await boxOffice.adapters.enrolments.seatPlan(
      DEMO_SEASON_MEMBERSHIP_ID,
      events.map((event) => event.presentationId),
    ),
  )

/** Issue 14 §3 one visitor in the enrolment wizard, in one locale: locators from the app's own catalogue (checkout is OrderFlow's). */
export class EnrolmentFlow {
  readonly t: Translate

  constructor(
    readonly page: Page,
    readonly season: EnrolmentSeason,
    readonly locale: JourneyLocale = 'he',
  ) {
    this.t = translatorOf(createI18n(locale, ALL_CATALOGUES))
  }

  /** §2 the step bar's current step. */
  async expectStep(step: EnrolmentStep): Promise<void> {
    await expect(this.page.getByRole('list', { name: this.t('a11y.orderSteps') }).locator('[aria-current="step"]')).toContainText(
      this.t(`steps.enrolment.${step}`),
    )
  }

  /** §2 /enroll/{membershipId}, once its rates are shown. */
  async open(membershipId: number = DEMO_SEASON_MEMBERSHIP_ID): Promise<void> {
    await this.page.goto(inLocale(`/enroll/${membershipId}`, this.locale))
    await this.expectStep('rates')
    await expect(this.page.locator('.enrolment-rate').first()).toBeVisible()
  }

  /** §2 chooses a rate by its name, and sees it chosen. */
  async chooseRate(name: string): Promise<void> {
    const rate = this.page.locator('.enrolment-rate').filter({ hasText: name })
    await rate.click()
    await expect(rate).toHaveAttribute('aria-pressed', 'true')
  }

  /** §2 rates → events. */
  async toEvents(): Promise<void> {
    await this.page.getByRole('button', { name: this.t('enrolment.toEvents') }).click()
    await this.expectStep('events')
  }

  /** §2 ticks the events (the list shows the season's events in order). */
  async chooseEvents(events: readonly EnrolmentEvent[]): Promise<void> {
    const boxes = this.page.locator('.enrolment-events__list li')
    for (const event of events) {
      const index = this.season.events.findIndex((candidate) => candidate.presentationId === event.presentationId)
      const box = boxes.nth(index).getByRole('checkbox')
      if (!(await box.isChecked())) await box.click()
      await expect(box).toBeChecked()
    }
  }

  /** §2 events → seats for events, once the first plan is drawn. */
  async toSeats(): Promise<void> {
    await this.page.getByRole('button', { name: this.t('enrolment.toSeats') }).click()
    await this.expectStep('seatsForEvents')
    await expect(this.page.getByRole('application', { name: this.t('seatMap.label') })).toBeVisible()
  }

  /** §2 seats → details and payment. */
  async toCheckout(): Promise<void> {
    await this.page.getByRole('button', { name: this.t('orderFlow.toCheckout') }).click()
    await this.expectStep('detailsAndPayment')
  }
}
