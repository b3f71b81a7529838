import type { ReactNode } from 'react'

/** What a page shows while its content loads, or when there is none. */
export interface PageStatusProps {
  readonly kind: 'loading' | 'empty'
  readonly message: string
  readonly hint?: string
  readonly action?: ReactNode
  /**
   * Issue 16 §1 a whole page is loading: the state takes a screen's height, so the footer stays
   * below the fold and does not jump (layout shift) when the content arrives.
   */
  readonly fillsPage?: boolean
}

/** §2 a page's loading or empty state: loading is announced (role=status) and marked busy. */
export const PageStatus = ({ kind, message, hint, action, fillsPage = false }: PageStatusProps) => (
  <div
    className={`page-status page-status--${kind}${fillsPage ? ' page-status--fills-page' : ''}`}
    {...(kind === 'loading' ? { role: 'status', 'aria-busy': true } : {})}
  >
    {kind === 'loading' && <span className="page-status__spinner" aria-hidden="true" />}
    <p className="page-status__message">{message}</p>
    {hint !== undefined && <p className="page-status__hint">{hint}</p>}
    {action}
  </div>
)
