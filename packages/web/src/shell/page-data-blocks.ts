import { dataBlockTextOf } from '@kartis/api-adapter'

/**
 * Issue 16 §1 where the box office's data blocks are read from: the browser's document, or a page's
 * markup on the server (entry-server.tsx), which has no DOM.
 */
export interface PageDataBlocks {
  getElementById(id: string): { readonly textContent: string | null } | null
}

/** The data blocks of a page's markup, read as the document would read them. */
export const dataBlocksOfMarkup = (html: string): PageDataBlocks => ({
  getElementById: (id) => {
    const text = dataBlockTextOf(html, id)
    return text === undefined ? null : { textContent: text }
  },
})
