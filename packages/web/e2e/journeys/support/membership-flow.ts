import { expect, type Locator, type Page } from '@playwright/test'
import type { MembershipOnSale, Result, SeatPlan } from '@kartis/core'
import * as E from 'fp-ts/Either'
import { createI18n } from '../../../src/i18n/create-i18n'
import { translatorOf, type Translate } from '../../../src/i18n/translate'
import { ALL_CATALOGUES } from '../../../test/all-catalogues'
import type { BoxOffice } from '../../support/box-office'
import { inLocale, type JourneyLocale } from '../../support/page-checks'

/** §2 the steps of the membership order wizard, as the step bar names them. */
export type MembershipStep = 'memberships' | 'seats' | 'detailsAndPayment' | 'confirmation'

const orFail = <T>(what: string, result: Result<T>): T => {
  if (E.isRight(result)) return result.right
  throw new Error(`e2e: ${what} failed with ${result.left.code} ${JSON.stringify(result.left.params ?? {})}`)
}

/** §2/§7 a membership on sale at the box office under test, by its code (DEMO-DATA.md: THEATRE4, CINEMASEAT). */
export const membershipOnSale = async (boxOffice: BoxOffice, code: string): Promise<MembershipOnSale> =>
  orFail(`membership ${code}`, await boxOffice.adapters.membershipSales.membership(code))

/** §7 the membership seat plan of one presentation (a series) or of all (a fixed seat), with each seat's status as this visitor sees it. */
export const membershipPlan = async (boxOffice: BoxOffice, membershipId: number, presentationId: number | null): Promise<SeatPlan> =>
  orFail('membership seat plan', await boxOffice.adapters.memberships.seatPlan(membershipId, presentationId))

/**
 * Issue 14 one visitor in the membership list and the membership order wizard, in one locale:
 * locators from the app's own catalogue (checkout itself is OrderFlow's).
 */
export class MembershipFlow {
  readonly t: Translate

  constructor(
    readonly page: Page,
    readonly locale: JourneyLocale = 'he',
  ) {
    this.t = translatorOf(createI18n(locale, ALL_CATALOGUES))
  }

  /** §2 the step bar's current step. */
  async expectStep(step: MembershipStep): Promise<void> {
    await expect(this.page.getByRole('list', { name: this.t('a11y.orderSteps') }).locator('[aria-current="step"]')).toContainText(
      this.t(`steps.memberships.${step}`),
    )
  }

  /** §2 /memberships, once its memberships are shown. */
  async openList(): Promise<void> {
    await this.page.goto(inLocale('/memberships', this.locale))
    await expect(this.page.getByRole('heading', { level: 1, name: this.t('memberships.title') })).toBeVisible()
    await expect(this.page.locator('.sales-card').first()).toBeVisible()
  }

  /** §2 /membership or /membership/{code}[/{priceCode}], once its choices are shown. */
  async openWizard(path: string): Promise<void> {
    await this.page.goto(inLocale(path, this.locale))
    await this.expectStep('memberships')
    await expect(this.page.locator('.sales-amount').first()).toBeVisible()
  }

  /** §3 a membership's rate button (by the membership's name and the rate's code). */
  /** A rate of a membership by its price code, found by the name the visitor reads (the demo's codes all have one). */
  rate(name: string, priceCode: 'FULL' | 'SENIOR'): Locator {
    return this.page
      .getByRole('group', { name: this.t('memberships.rates', { name }) })
      .getByRole('button')
      .filter({ hasText: this.t(`memberships.rateNames.${priceCode}`) })
  }

  /** §3/§5 chooses a membership at a rate, and sees it chosen. */
  async choose(name: string, priceCode: 'FULL' | 'SENIOR'): Promise<void> {
    await this.rate(name, priceCode).click()
    await expect(this.rate(name, priceCode)).toHaveAttribute('aria-pressed', 'true')
  }

  /** §2 choose membership → choose seats, once the first plan is drawn. */
  async toSeats(): Promise<void> {
    await this.page.getByRole('button', { name: this.t('memberships.toSeats') }).click()
    await this.expectStep('seats')
    await expect(this.page.getByRole('application', { name: this.t('seatMap.label') })).toBeVisible()
  }

  /** §4 the series' next show, once its plan is drawn. */
  async nextShow(index: number, count: number): Promise<void> {
    await this.page.getByRole('button', { name: this.t('memberships.next') }).click()
    await expect(
      this.page.getByRole('heading', { level: 2, name: new RegExp(`^${this.t('memberships.stopOf', { index, count })}`) }),
    ).toBeVisible()
    await expect(this.page.getByRole('application', { name: this.t('seatMap.label') })).toBeVisible()
  }

  /** §2 choose seats → details and payment. */
  async toCheckout(): Promise<void> {
    await this.page.getByRole('button', { name: this.t('orderFlow.toCheckout') }).click()
    await this.expectStep('detailsAndPayment')
  }
}
