import { ManualClock, kartisError } from '@kartis/core'
import type { Catalog } from '@kartis/core'
import { Container } from 'inversify'
import { describe, expect, it } from 'vitest'
import { FAKE_PORT_ERROR, fakePorts } from '../../test/fake-ports'
import { PORT_NAMES, PORT_TOKENS, bindPorts, createContainer, resolvePort } from './container'

describe('§7 the ports container', () => {
  it('resolves every port token to the implementation bound to it', () => {
    const ports = fakePorts()
    const container = createContainer(ports)
    expect(PORT_NAMES).toHaveLength(Object.keys(ports).length)
    for (const name of PORT_NAMES) expect(container.get(PORT_TOKENS[name])).toBe(ports[name])
  })

  it('has a distinct token per port', () => {
    const tokens = Object.values(PORT_TOKENS)
    expect(new Set(tokens).size).toBe(tokens.length)
    expect(tokens.length).toBeGreaterThanOrEqual(9)
  })

  it('lets a test bind a fake and call it through the container', async () => {
    const catalog: Catalog = {
      ...fakePorts().catalog,
      presentation: async (presentationId) => ({ _tag: 'Left', left: kartisError('PRSNT_NOT_FOUND', { presentationId }) }),
    }
    const container = createContainer(fakePorts({ catalog }))
    const answer = await resolvePort(container, PORT_TOKENS.catalog).presentation(42, {})
    expect(answer).toEqual({ _tag: 'Left', left: kartisError('PRSNT_NOT_FOUND', { presentationId: 42 }) })
    expect(await resolvePort(container, PORT_TOKENS.payments).voucherBalance('GIFT-1')).toEqual({ _tag: 'Left', left: FAKE_PORT_ERROR })
  })

  it('binding again replaces the earlier implementations (the lead binds the HTTP adapters over the fakes)', () => {
    const container = new Container()
    bindPorts(container, fakePorts())
    const clock = new ManualClock(5)
    bindPorts(container, fakePorts({ clock }))
    expect(resolvePort(container, PORT_TOKENS.clock).now()).toBe(5)
  })
})
