import { fireEvent, render, screen } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it, vi } from 'vitest'
import { createI18n } from '../i18n/create-i18n'
import { ALL_CATALOGUES } from '../../test/all-catalogues'
import { ModalDialog } from './modal-dialog'

const renderDialog = () => {
  const onClose = vi.fn<() => void>()
  const view = render(
    <I18nextProvider i18n={createI18n('he', ALL_CATALOGUES)}>
      <ModalDialog title="שובר" onClose={onClose}>
        <input aria-label="קוד" />
        <button type="button">מימוש</button>
      </ModalDialog>
    </I18nextProvider>,
  )
  return { ...view, onClose }
}

describe('§2 a modal dialog', () => {
  it('moves focus to its first control, and Tab wraps at either end', () => {
    renderDialog()
    const close = screen.getByRole('button', { name: 'סגירה' })
    const last = screen.getByRole('button', { name: 'מימוש' })
    expect(document.activeElement).toBe(close)
    expect(fireEvent.keyDown(close, { key: 'Tab', shiftKey: true })).toBe(false)
    expect(document.activeElement).toBe(last)
    expect(fireEvent.keyDown(last, { key: 'Tab' })).toBe(false)
    expect(document.activeElement).toBe(close)
  })

  it('lets Tab move on normally between its inner controls', () => {
    renderDialog()
    const input = screen.getByRole('textbox', { name: 'קוד' })
    input.focus()
    expect(fireEvent.keyDown(input, { key: 'Tab' })).toBe(true)
    expect(document.activeElement).toBe(input)
  })

  it('closes on Escape even when focus has fallen to the body', () => {
    const { onClose } = renderDialog()
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('listens once however often its owner passes a new onClose', () => {
    const add = vi.spyOn(document, 'addEventListener')
    const first = vi.fn<() => void>()
    const second = vi.fn<() => void>()
    const i18n = createI18n('he', ALL_CATALOGUES)
    const dialog = (onClose: () => void) => (
      <I18nextProvider i18n={i18n}>
        <ModalDialog title="שובר" onClose={onClose}>
          <button type="button">מימוש</button>
        </ModalDialog>
      </I18nextProvider>
    )
    const view = render(dialog(first))
    view.rerender(dialog(second))
    fireEvent.keyDown(document.body, { key: 'Escape' })
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledTimes(1)
    expect(add.mock.calls.filter(([type]) => type === 'keydown')).toHaveLength(1)
    add.mockRestore()
  })
})
