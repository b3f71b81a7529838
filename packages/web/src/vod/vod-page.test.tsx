import { ManualClock, kartisError } from '@kartis/core'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakePorts } from '../../test/fake-ports'
import { renderApp } from '../../test/render-app'
import { GRANT, left, right, scriptedVod, vodCatalog, type VodScript } from './vod-fixtures'

const open = (path: string, script: VodScript = {}) => {
  const clock = new ManualClock(Date.UTC(2026, 6, 1, 12))
  const { vod, calls } = scriptedVod(script)
  const view = renderApp(path, { ports: fakePorts({ clock, catalog: vodCatalog(), vod }) })
  return { ...view, calls }
}

describe('§2 the VOD screen', () => {
  it('asks for the phone, then the one-time code, then plays the item in a video element with captions', async () => {
    const { calls } = open('/vod/KR-7K3M9Q2A/20')
    expect(await screen.findByRole('heading', { level: 1, name: 'מדבר יהודה' })).toBeTruthy()
    fireEvent.change(screen.getByLabelText('טלפון נייד'), { target: { value: '054-8765432' } })
    fireEvent.click(screen.getByRole('button', { name: 'שליחת קוד' }))
    const code = await screen.findByLabelText('קוד חד־פעמי')
    expect(code.getAttribute('autocomplete')).toBe('one-time-code')
    expect(code.getAttribute('inputmode')).toBe('numeric')
    expect(screen.getByText(/אם המספר 054-8765432 רכש את הפריט/)).toBeTruthy()
    fireEvent.change(code, { target: { value: '482913' } })
    fireEvent.click(screen.getByRole('button', { name: 'לצפייה' }))
    const player = await screen.findByLabelText('נגן הווידאו: מדבר יהודה', { selector: 'video' })
    expect(player.getAttribute('src')).toBe('/api/vod/KR-7K3M9Q2A/20/media')
    expect(player.hasAttribute('controls')).toBe(true)
    const track = player.querySelector('track')
    expect([track?.getAttribute('kind'), track?.getAttribute('src'), track?.getAttribute('srclang')]).toEqual([
      'captions',
      '/api/vod/KR-7K3M9Q2A/20/captions',
      'he',
    ])
    expect(screen.getByText('הצפייה פתוחה בדפדפן הזה עד 23:00.')).toBeTruthy()
    expect(calls).toEqual(['access KR-7K3M9Q2A 20', 'code 20 KR-7K3M9Q2A 054-8765432', 'watch 054-8765432 482913'])
  })

  it('§5 a number that is not a mobile is refused before anything is sent', async () => {
    const { calls } = open('/vod/20')
    fireEvent.change(await screen.findByLabelText('טלפון נייד'), { target: { value: '12345' } })
    fireEvent.click(screen.getByRole('button', { name: 'שליחת קוד' }))
    expect(screen.getByLabelText('טלפון נייד').getAttribute('aria-invalid')).toBe('true')
    expect(calls).toEqual([])
  })

  it('§8 a wrong code is refused with its text, and the code field stays', async () => {
    open('/vod/20', { watch: left(kartisError('INVALID_SMS_CODE')) })
    fireEvent.change(await screen.findByLabelText('טלפון נייד'), { target: { value: '0548765432' } })
    fireEvent.click(screen.getByRole('button', { name: 'שליחת קוד' }))
    fireEvent.change(await screen.findByLabelText('קוד חד־פעמי'), { target: { value: '000000' } })
    fireEvent.click(screen.getByRole('button', { name: 'לצפייה' }))
    expect((await screen.findByRole('alert')).textContent).toBe('קוד האימות שגוי')
    expect(screen.queryByRole('video')).toBeNull()
    expect(document.querySelector('video')).toBeNull()
  })

  it('a grant the browser holds plays at once; §8 a load error shows its text and a retry', async () => {
    open('/vod/KR-7K3M9Q2A/20', { access: right(GRANT) })
    const player = await screen.findByLabelText('נגן הווידאו: מדבר יהודה', { selector: 'video' })
    fireEvent.error(player)
    expect((await screen.findByRole('alert')).textContent).toContain('שגיאה בטעינת הסרטון')
    fireEvent.click(screen.getByRole('button', { name: 'ניסיון נוסף' }))
    await waitFor(() => expect(document.querySelector('video')).not.toBeNull())
  })

  it('a presentation that is not a VOD item is not found', async () => {
    open('/vod/30')
    expect(await screen.findByText('פריט הצפייה הזה לא נמצא.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'למה מציגים' }).getAttribute('href')).toBe('/')
  })

  it('offers to buy the item on the phone field', async () => {
    open('/vod/20')
    expect((await screen.findByRole('link', { name: 'לרכישה' })).getAttribute('href')).toBe('/order/20')
  })
})
