import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react'
import { useT } from '../i18n/translate'

/** What a modal dialog shows and how it closes. */
export interface ModalDialogProps {
  readonly title: string
  readonly onClose: () => void
  readonly children: ReactNode
  /** 'alertdialog' for a question that needs an answer (removing a voucher). */
  readonly role?: 'dialog' | 'alertdialog'
  readonly className?: string
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])'

/** §2 Tab wraps inside an open dialog: past its last control to its first, and back. */
const keepTabInside = (panel: HTMLElement, event: KeyboardEvent) => {
  const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)]
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  if (first === undefined || last === undefined) return
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault()
    first.focus()
  }
}

/**
 * §2 a modal dialog (card payment, voucher payment): labelled by its title, focus moved in when
 * it opens, kept inside while it is open (Tab wraps), Escape closes it, and focus goes back to
 * whatever opened it.
 */
export const ModalDialog = ({ title, onClose, children, role = 'dialog', className }: ModalDialogProps) => {
  const t = useT()
  const titleId = useId()
  const panel = useRef<HTMLDivElement>(null)

  // The dialog's keys, heard on the document: Escape closes it wherever focus is (a button that
  // became disabled leaves focus on the body), and Tab wraps at its first and last control.
  // An effect event: the listener stays the same however often the owner passes a new onClose.
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape') onClose()
    else if (event.key === 'Tab' && panel.current !== null) keepTabInside(panel.current, event)
  })
  useEffect(() => {
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])

  useEffect(() => {
    const opener = document.activeElement
    const first = panel.current?.querySelector<HTMLElement>(FOCUSABLE)
    ;(first ?? panel.current)?.focus()
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus()
    }
  }, [])

  return (
    <div className="modal-backdrop">
      <div
        ref={panel}
        className={`modal${className === undefined ? '' : ` ${className}`}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" onClick={onClose} aria-label={t('common.close')}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  )
}
