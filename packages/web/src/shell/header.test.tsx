import { kartisError, type Customer, type Result } from '@kartis/core'
import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fakePorts } from '../../test/fake-ports'
import { renderApp } from '../../test/render-app'
import { fixedCatalog } from '../catalog/catalog-fixtures'
import { NOA } from '../customers/customer-fixtures'

/** Ports whose customer area says nobody is logged in, counting the calls. */
const anonymous = () => {
  const data = vi.fn(async (): Promise<Result<Customer>> => ({ _tag: 'Left', left: kartisError('LOGIN_REQUIRED') }))
  return {
    data,
    ports: fakePorts({ catalog: fixedCatalog([], []), customerArea: { ...fakePorts().customerArea, customerAreaData: data } }),
  }
}

describe('issue 16 §1 the header’s customer-area link and the customer session', () => {
  it('a visitor the box office saw without a session: the header makes no customer session and asks nothing', async () => {
    const { data, ports } = anonymous()
    const { store } = renderApp('/', { ports, customerSession: false })
    expect(await screen.findByRole('link', { name: 'האזור האישי' }, { timeout: 5000 })).toBeTruthy()
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(store.loadedCustomerSession).toBeNull()
    expect(data).not.toHaveBeenCalled()
  })

  it('a page that does not say: the header makes the session, which asks once who is logged in', async () => {
    const { data, ports } = anonymous()
    const { store } = renderApp('/', { ports })
    await waitFor(() => expect(store.loadedCustomerSession).not.toBeNull(), { timeout: 5000 })
    await waitFor(() => expect(data).toHaveBeenCalledTimes(1), { timeout: 5000 })
  })

  it('shows the customer’s name once a page’s login made the session, though the header never asked for it', async () => {
    const { data, ports } = anonymous()
    const { store } = renderApp('/customer', { ports, customerSession: false })
    expect(await screen.findByRole('heading', { level: 2, name: 'התחברות' }, { timeout: 5000 })).toBeTruthy()
    expect(data).not.toHaveBeenCalled()
    act(() => store.loadedCustomerSession?.customer.loggedIn(NOA))
    expect(await screen.findByRole('link', { name: 'שלום, נועה (האזור האישי)' }, { timeout: 5000 })).toBeTruthy()
  })
})
