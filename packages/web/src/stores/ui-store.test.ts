import { ManualClock, kartisError } from '@kartis/core'
import { autorun } from 'mobx'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOAST_DURATION_MS, UiStore } from './ui-store'

const makeStore = () => {
  const clock = new ManualClock(0)
  return { clock, ui: new UiStore(clock, { locale: 'he', layout: 'default' }) }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('§9 toasts', () => {
  it('shows an error toast and removes it after 3000 ms', () => {
    const { clock, ui } = makeStore()
    const error = kartisError('SEAT_NO_LONGER_AVAILABLE')
    ui.showError(error)
    expect(ui.toasts).toEqual([{ id: 1, kind: 'error', error }])
    clock.advance(TOAST_DURATION_MS - 1)
    expect(ui.toasts).toHaveLength(1)
    clock.advance(1)
    expect(ui.toasts).toEqual([])
    expect(clock.pendingTimers()).toBe(0)
  })

  it('keeps each toast its own 3000 ms', () => {
    const { clock, ui } = makeStore()
    ui.showMessage('customer.detailsSaved', undefined, 'success')
    clock.advance(1000)
    ui.showMessage('status.loading')
    clock.advance(2000)
    expect(ui.toasts.map((toast) => toast.id)).toEqual([2])
    clock.advance(1000)
    expect(ui.toasts).toEqual([])
  })

  it('dismisses a toast early and cancels its timer', () => {
    const { clock, ui } = makeStore()
    const id = ui.showMessage('customer.detailsSaved', undefined, 'success')
    ui.dismissToast(id)
    expect(ui.toasts).toEqual([])
    expect(clock.pendingTimers()).toBe(0)
  })

  it('is observable: a reaction sees toasts come and go', () => {
    const { clock, ui } = makeStore()
    const seen: number[] = []
    const stop = autorun(() => seen.push(ui.toasts.length))
    ui.showError(kartisError('NETWORK_ERROR'))
    clock.advance(TOAST_DURATION_MS)
    stop()
    expect(seen).toEqual([0, 1, 0])
  })
})

describe('locale', () => {
  it('changes through its action', () => {
    const { ui } = makeStore()
    ui.setLocale('ar')
    expect(ui.locale).toBe('ar')
  })

  it('strict mode: changing state outside an action is reported', () => {
    const { ui } = makeStore()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    Reflect.set(ui, 'locale', 'en')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('strict-mode is enabled'))
  })
})
