import { observer } from 'mobx-react-lite'
import { useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { useErrorMessage } from '../i18n/error-message'
import { useT } from '../i18n/translate'
import { useStores } from '../stores/store-context'
import type { Toast } from '../stores/ui-store'
import { toastEdgeFor, type Band, type ToastEdge } from './toast-placement'

/** The control the keyboard is on: the focused element, or the item a composite widget (the seat map) names as active. */
const focusedBand = (region: HTMLElement): Band | null => {
  const active = document.activeElement
  if (!(active instanceof Element) || active === document.body || region.contains(active)) return null
  const descendant = active.getAttribute('aria-activedescendant')
  const target = (descendant === null ? null : document.getElementById(descendant)) ?? active
  const { top, bottom } = target.getBoundingClientRect()
  return { top, bottom }
}

/**
 * Issue 16 §3 / WCAG 2.4.11 keeps the toasts off the focused control while any is shown: placed
 * again when one comes or goes, and when the focus, the active seat or the scroll moves.
 */
const useToastEdge = (region: RefObject<HTMLDivElement | null>, count: number): ToastEdge => {
  const [edge, setEdge] = useState<ToastEdge>('top')
  useLayoutEffect(() => {
    if (count === 0) return
    let frame = 0
    const place = () => {
      const node = region.current
      if (node === null) return
      const box = node.getBoundingClientRect()
      const height = window.innerHeight
      // The band the toasts take at their edge, margin included (the same height at either edge).
      const band = node.classList.contains('toast-region--bottom') ? height - box.top : box.bottom
      setEdge(toastEdgeFor(focusedBand(node), height, band))
    }
    const later = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(place)
    }
    place()
    const events = ['focusin', 'keyup', 'scroll', 'resize'] as const
    for (const event of events) window.addEventListener(event, later, { capture: true, passive: true })
    return () => {
      cancelAnimationFrame(frame)
      for (const event of events) window.removeEventListener(event, later, { capture: true })
    }
  }, [region, count])
  return count === 0 ? 'top' : edge
}

/** §9 the toasts, top centre (bottom while the focus is up there): errors as role=alert, the rest as role=status; text follows the current language. */
export const ToastRegion = observer(() => {
  const { ui } = useStores()
  const t = useT()
  const errorMessage = useErrorMessage()
  const region = useRef<HTMLDivElement>(null)
  const edge = useToastEdge(region, ui.toasts.length)
  const textOf = (toast: Toast): string => (toast.kind === 'error' ? errorMessage(toast.error) : t(toast.key, toast.params))
  return (
    <div ref={region} className={`toast-region toast-region--${edge}`}>
      {ui.toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
          <p className="toast__text">{textOf(toast)}</p>
          <button type="button" className="toast__close" aria-label={t('a11y.dismiss')} onClick={() => ui.dismissToast(toast.id)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  )
})
