import { settle } from '../support/page-checks'
import { expect, test } from '../support/test'

test.describe('issue 16 §1 an anonymous visit logs no error', () => {
  test('the events list, an order page and the customer area: no console error, no failed request', async ({ page, demo }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.location().url}: ${message.text()}`)
    })
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`)
    })
    for (const path of ['/', `/order/${demo.cinema.id}`, '/customer']) {
      await page.goto(path)
      await settle(page)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    }
    // The customer area's login form is what an anonymous visitor sees there, without asking the box office who is logged in.
    await expect(page.getByRole('button', { name: 'שליחת קוד' })).toBeVisible()
    expect(errors).toEqual([])
  })
})
