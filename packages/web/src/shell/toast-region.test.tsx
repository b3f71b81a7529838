import { kartisError } from '@kartis/core'
import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '../../test/render-app'
import { TOAST_DURATION_MS } from '../stores/ui-store'

describe('§9 toasts', () => {
  it('shows a core error as an alert in the visitor’s language, for 3000 ms', async () => {
    const { store, clock } = renderApp('/')
    await screen.findByRole('heading', { level: 1 })
    act(() => {
      store.ui.showError(kartisError('SEAT_NO_LONGER_AVAILABLE', { section: 'אולם 1', row: '1', seat: '2' }))
    })
    expect(screen.getByRole('alert').textContent).toContain('המושב כבר לא זמין')
    act(() => clock.advance(TOAST_DURATION_MS - 1))
    expect(screen.queryByRole('alert')).not.toBeNull()
    act(() => clock.advance(1))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows a message as a status, re-translated when the language changes', async () => {
    const { store } = renderApp('/')
    await screen.findByRole('heading', { level: 1 })
    act(() => {
      store.ui.showMessage('customer.detailsSaved', undefined, 'success')
    })
    const toast = () => screen.getAllByRole('status').find((node) => node.classList.contains('toast'))
    expect(toast()?.textContent).toContain('הפרטים נשמרו בהצלחה')
    fireEvent.click(screen.getByRole('link', { name: 'English' }))
    expect(await screen.findByText('Your details were saved')).toBeTruthy()
  })

  it('closes with its button', async () => {
    const { store } = renderApp('/')
    await screen.findByRole('heading', { level: 1 })
    act(() => {
      store.ui.showError(kartisError('COUPON_NEEDS_MORE_TICKETS', { count: 2 }))
    })
    expect(screen.getByRole('alert').textContent).toContain('כדי לממש את הקופון יש להוסיף עוד 2 כרטיסים')
    fireEvent.click(screen.getByRole('button', { name: 'סגירת ההודעה' }))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(store.ui.toasts).toEqual([])
  })
})
