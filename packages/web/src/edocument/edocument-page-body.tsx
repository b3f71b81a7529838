import type { Locale } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import type { Confirmation } from '../checkout/checkout-store'
import { useErrorMessage } from '../i18n/error-message'
import { useT } from '../i18n/translate'
import { PageStatus } from '../shell/page-status'
import type { EdocumentStore } from './edocument-store'
import { EdocumentView } from './edocument-view'

/** What the e-ticket page is made of: the key from the address, its store, and this browser's last confirmation if any. */
export interface EdocumentPageBodyProps {
  readonly documentKey: string
  readonly store: EdocumentStore
  readonly confirmation: Confirmation | null
  readonly locale: Locale
}

/** §2 /edocument/{documentKey}: the e-ticket of a reservation, loaded from the box office. */
export const EdocumentPageBody = observer(({ documentKey, store, confirmation, locale }: EdocumentPageBodyProps) => {
  const t = useT()
  const errorText = useErrorMessage()

  useEffect(() => {
    void store.load(documentKey)
  }, [store, documentKey])

  const state = store.state
  return (
    <>
      <h1>{t('pages.edocument.title')}</h1>
      {state.kind === 'ready' ? (
        <EdocumentView
          reservation={state.reservation}
          committed={confirmation?.result.reservationIdentifier === state.reservation.reservationIdentifier ? confirmation.cart : null}
          locale={locale}
        />
      ) : state.kind === 'failed' ? (
        <PageStatus kind="empty" message={t('pages.edocument.unavailable')} hint={errorText(state.error)} />
      ) : (
        <PageStatus kind="loading" message={t('status.loading')} />
      )}
    </>
  )
})
