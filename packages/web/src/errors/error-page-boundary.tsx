import { DEFAULT_LOCALE, type Locale } from '@kartis/core'
import { Component, type ReactNode } from 'react'
import { loadedCatalogue } from '../i18n/languages'
import { withLang } from '../shell/locale-query'

/**
 * §2 the fallback error page: 'An error occurred while showing the error page', with a
 * plain link home. It needs nothing that could have failed: no router, no i18next, no store.
 */
export const ErrorFallbackPage = ({ locale }: { readonly locale: Locale }) => {
  const catalogue = loadedCatalogue(locale)
  return (
    <section className="message-page" aria-labelledby="error-fallback-title">
      <h1 id="error-fallback-title">{catalogue.pages.errorFallback.title}</h1>
      <a className="button" href={`/${withLang('', locale)}`}>
        {catalogue.common.home}
      </a>
    </section>
  )
}

interface BoundaryProps {
  readonly locale?: Locale
  readonly children: ReactNode
}

/** §2 wraps the error page: if showing it fails too, the fallback page takes its place. */
export class ErrorPageBoundary extends Component<BoundaryProps, { readonly failed: boolean }> {
  override state = { failed: false }

  /** §2 the error page itself failed: switch to the fallback. */
  static getDerivedStateFromError(): { readonly failed: boolean } {
    return { failed: true }
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorFallbackPage locale={this.props.locale ?? DEFAULT_LOCALE} /> : this.props.children
  }
}
