import type { ReactNode } from 'react'

/** What a page shows while its content loads, or when there is none. */
export interface PageStatusProps {
  readonly kind: 'loading' | 'empty'
  readonly message: string
  readonly hint?: string
  readonly action?: ReactNode
}

/** §2 a page's loading or empty state: loading is announced (role=status) and marked busy. */
export const PageStatus = ({ kind, message, hint, action }: PageStatusProps) => (
  <div className={`page-status page-status--${kind}`} {...(kind === 'loading' ? { role: 'status', 'aria-busy': true } : {})}>
    {kind === 'loading' && <span className="page-status__spinner" aria-hidden="true" />}
    <p className="page-status__message">{message}</p>
    {hint !== undefined && <p className="page-status__hint">{hint}</p>}
    {action}
  </div>
)
