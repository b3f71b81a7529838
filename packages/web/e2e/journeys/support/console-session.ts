import type { Page } from '@playwright/test'
import type { Catalogue as ConsoleCatalogue } from '../../../../live-console/src/i18n/catalogue'
import { ar as consoleAr } from '../../../../live-console/src/i18n/locales/ar'
import { en as consoleEn } from '../../../../live-console/src/i18n/locales/en'
import { he as consoleHe } from '../../../../live-console/src/i18n/locales/he'
import { checkJourneyStep, type Width } from '../../support/page-checks'
import { expect } from '../../support/test'

/** The demo staff `npm start` adds in development (README, "Producer console"). */
export const PRODUCER = { email: 'producer@kartis.example', password: 'Kartis-Staff-1', name: 'רוני המפיקה' }
export const REPORTS_ONLY = { email: 'reports@kartis.example', password: 'Kartis-Staff-2' }

export type ConsoleLocale = 'he' | 'en' | 'ar'
export const CONSOLE_TEXTS: Readonly<Record<ConsoleLocale, ConsoleCatalogue>> = { he: consoleHe, en: consoleEn, ar: consoleAr }

/** A console text with its {{params}} filled in. */
export const fill = (text: string, params: Readonly<Record<string, string>>): string =>
  Object.entries(params).reduce((out, [name, value]) => out.replace(`{{${name}}}`, value), text)

/** Issue 13 a producer console step: settled, no sideways scroll at 390 px, axe clean, a screenshot kept. */
export const checkConsoleStep = (page: Page, locale: ConsoleLocale, width: Width, step: string) =>
  checkJourneyStep(page, {
    where: `producer console ${step} in ${locale} at ${width} px`,
    width,
    screenshot: `console-${locale}-${width}-${step}`,
  })

/** Opens the console in a language and logs in. */
export const logIn = async (page: Page, locale: ConsoleLocale, account: { readonly email: string; readonly password: string }) => {
  const t = CONSOLE_TEXTS[locale]
  await page.goto(`/PRES-live/?lang=${locale}`)
  await expect(page.getByRole('heading', { level: 1, name: t.login.title })).toBeVisible()
  await page.getByLabel(t.login.email).fill(account.email)
  await page.getByLabel(t.login.password).fill(account.password)
  await page.getByRole('button', { name: t.login.submit }).click()
}

/** Opens a console screen from the menu (a link of the header's navigation). */
export const openFromMenu = (page: Page, locale: ConsoleLocale, screen: string) =>
  page.getByRole('navigation', { name: CONSOLE_TEXTS[locale].header.menu }).getByRole('link', { name: screen }).click()
