import { EMBEDDED_ANSWERS_ID, readEmbeddedAnswers, type EmbeddedAnswers } from '@kartis/api-adapter'
import type { PageDataBlocks } from '../shell/page-data-blocks'

/**
 * Issue 16 §1 the answers the box office wrote into this page for its first calls (the events list's
 * features and presentations; the order page's presentation, feature, ticket groups, seat plan, timer and
 * captcha setting); none for a page without the block (the development server's, other pages).
 */
export const answersOfPage = (page: PageDataBlocks): EmbeddedAnswers => {
  const text = page.getElementById(EMBEDDED_ANSWERS_ID)?.textContent
  return text === undefined || text === null ? new Map() : readEmbeddedAnswers(text)
}
