import { readFile } from 'node:fs/promises'
import type { Download, Locator, Page } from '@playwright/test'
import { expect } from '../../support/test'

/** Clicks a CSV button and answers the saved file's bytes. */
export const downloadBytes = async (page: Page, button: Locator): Promise<Buffer> => {
  const [download]: [Download, void] = await Promise.all([page.waitForEvent('download'), button.click()])
  expect(download.suggestedFilename()).toMatch(/\.csv$/)
  return readFile(await download.path())
}

/** Excel reads the file as UTF-8 by its BOM; the first line is the columns' headers in the interface language. */
export const expectExcelCsv = (bytes: Buffer, firstHeader: string) => {
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const header = Buffer.from(firstHeader, 'utf8')
  expect(bytes.subarray(3, 3 + header.length).equals(header)).toBe(true)
}

/** The development SMS outbox's texts for a number (GET /api/dev/sms-outbox). */
export const outboxTexts = async (page: Page, mobile: string): Promise<readonly string[]> => {
  const response = await page.request.get(`/api/dev/sms-outbox?to=${mobile}`)
  expect(response.status(), `GET /api/dev/sms-outbox: ${await response.text()}`).toBe(200)
  const answer: unknown = await response.json()
  const messages =
    typeof answer === 'object' && answer !== null && 'messages' in answer && Array.isArray(answer.messages) ? answer.messages : []
  return messages.map((message: unknown) =>
    typeof message === 'object' && message !== null && 'text' in message ? String(message.text) : '',
  )
}
