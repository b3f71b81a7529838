import { isPastForEDocument, type Locale } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { useDeferredValue, useEffect } from 'react'
import { useErrorMessage } from '../i18n/error-message'
import { useT } from '../i18n/translate'
import { PageStatus } from '../shell/page-status'
import { isNotFoundLoad, type EdocumentStore } from './edocument-store'
import { EdocumentView } from './edocument-view'

/** What the e-ticket page is made of: the signed key from the address and its store. */
export interface EdocumentPageBodyProps {
  readonly documentKey: string
  readonly store: EdocumentStore
  readonly locale: Locale
  /**
   * §9 the page's venue's grace minutes after a presentation, and the time now: a ticket past them
   * shows no QR code. Issue 15 the document's own venue's grace (EDocumentGraceMinutes) wins: on the
   * plain host the page's venue is not the one that sold it.
   */
  readonly graceMinutes: number
  readonly now: () => number
}

/** §2 /edocument/{documentKey}: the e-ticket the key opens, on any device; a key the box office did not issue is not found. */
export const EdocumentPageBody = observer(({ documentKey, store, locale, graceMinutes, now }: EdocumentPageBodyProps) => {
  const t = useT()
  const errorText = useErrorMessage()

  useEffect(() => {
    void store.load(documentKey)
  }, [store, documentKey])

  // Issue 16 §1 the e-ticket (a QR code per ticket) renders at deferred priority, which React renders in
  // slices between other work: the store's change renders at once (mobx-react-lite's store subscription),
  // so the whole ticket used to be drawn in the same long task as its answer's decoding.
  const state = useDeferredValue(store.state)
  return (
    <>
      <h1>{t('pages.edocument.title')}</h1>
      {state.kind === 'ready' ? (
        <EdocumentView
          edocument={state.document}
          locale={locale}
          isPast={(startDateTime) => isPastForEDocument(startDateTime, state.document.eDocumentGraceMinutes ?? graceMinutes, now())}
        />
      ) : isNotFoundLoad(state) ? (
        <PageStatus kind="empty" message={t('pages.edocument.notFound')} hint={t('pages.edocument.notFoundHint')} />
      ) : state.kind === 'failed' ? (
        <PageStatus kind="empty" message={t('pages.edocument.unavailable')} hint={errorText(state.error)} />
      ) : (
        <PageStatus kind="loading" message={t('status.loading')} fillsPage />
      )}
    </>
  )
})
