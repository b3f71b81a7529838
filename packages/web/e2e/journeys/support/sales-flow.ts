import { expect, type Locator, type Page } from '@playwright/test'
import { createI18n } from '../../../src/i18n/create-i18n'
import { translatorOf, type Translate } from '../../../src/i18n/translate'
import { ALL_CATALOGUES } from '../../../test/all-catalogues'
import { inLocale, type JourneyLocale } from '../../support/page-checks'

/** §2 the steps of the voucher and donation wizards, as the step bar names them. */
export type SalesStep =
  | { readonly kind: 'vouchers'; readonly step: 'vouchers' | 'authentication' | 'products' | 'detailsAndPayment' | 'confirmation' }
  | { readonly kind: 'donations'; readonly step: 'donations' | 'detailsAndPayment' | 'confirmation' }

/**
 * Issue 14 one visitor in the voucher shop or the donation wizard, in one locale: locators come
 * from the app's own catalogue, as OrderFlow's do (checkout itself is OrderFlow's).
 */
export class SalesFlow {
  readonly t: Translate

  constructor(
    readonly page: Page,
    readonly locale: JourneyLocale = 'he',
  ) {
    this.t = translatorOf(createI18n(locale, ALL_CATALOGUES))
  }

  /** §2 the step bar's current step. */
  async expectStep(at: SalesStep): Promise<void> {
    const label = at.kind === 'vouchers' ? this.t(`steps.vouchers.${at.step}`) : this.t(`steps.donations.${at.step}`)
    await expect(this.page.getByRole('list', { name: this.t('a11y.orderSteps') }).locator('[aria-current="step"]')).toContainText(label)
  }

  /** §2 /vouchers (or another of the shop's addresses), once its vouchers are shown. */
  async openShop(path = '/vouchers'): Promise<void> {
    await this.page.goto(inLocale(path, this.locale))
    await this.expectStep({ kind: 'vouchers', step: 'vouchers' })
    await expect(this.page.locator('.sales-card').first()).toBeVisible()
  }

  /** §3 one more of a voucher (by its name, at its only or first price). */
  async addVoucher(name: string, times = 1): Promise<void> {
    const card = this.page.locator('.sales-card').filter({ has: this.page.getByRole('heading', { name, exact: false }) })
    const more = card.locator('.quantity__button').nth(1)
    for (let i = 0; i < times; i++) await more.click()
  }

  /** §2 choose vouchers → authentication → (without an account) products → details and payment. */
  async toCheckoutWithoutAccount(): Promise<void> {
    await this.page.getByRole('button', { name: this.t('sales.toAuthentication') }).click()
    await this.expectStep({ kind: 'vouchers', step: 'authentication' })
    await this.page.getByRole('button', { name: this.t('sales.continueWithoutAccount') }).click()
    await this.expectStep({ kind: 'vouchers', step: 'products' })
    await this.page.getByRole('button', { name: this.t('orderFlow.toCheckout') }).click()
    await this.expectStep({ kind: 'vouchers', step: 'detailsAndPayment' })
  }

  /** §2 /donations, once its causes are shown. */
  async openDonations(): Promise<void> {
    await this.page.goto(inLocale('/donations', this.locale))
    await this.expectStep({ kind: 'donations', step: 'donations' })
    await expect(this.page.locator('.sales-free').first()).toBeVisible()
  }

  /** §3 the free-amount field of a cause (by the cause's name). */
  freeAmount(cause: string): Locator {
    return this.page.getByRole('region', { name: cause }).getByLabel(this.t('sales.freeAmount'))
  }

  /** §3/§5 types a free amount in shekels for a cause and adds it. */
  async donate(cause: string, shekels: string): Promise<void> {
    const region = this.page.getByRole('region', { name: cause })
    await this.freeAmount(cause).fill(shekels)
    await region.getByRole('button', { name: this.t('sales.addAmount') }).click()
  }

  /** §2 choose donations → details and payment. */
  async donationsToCheckout(): Promise<void> {
    await this.page.getByRole('button', { name: this.t('orderFlow.toCheckout') }).click()
    await this.expectStep({ kind: 'donations', step: 'detailsAndPayment' })
  }
}
