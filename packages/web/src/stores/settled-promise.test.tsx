import { act, render, screen } from '@testing-library/react'
import { Suspense, use } from 'react'
import { describe, expect, it } from 'vitest'
import { fulfilledPromise, markedWhenSettled } from './settled-promise'

const Value = ({ promise }: { readonly promise: Promise<string> }) => <p>{use(promise)}</p>

const shown = (promise: Promise<string>) =>
  render(
    <Suspense fallback={<p>loading</p>}>
      <Value promise={promise} />
    </Suspense>,
  )

describe('promises use() reads without suspending', () => {
  it('a settled, marked promise is shown at once by a component that never saw it', async () => {
    const promise = markedWhenSettled(Promise.resolve('ready'))
    await act(async () => {
      await promise
    })
    shown(promise)
    expect(screen.getByText('ready')).toBeTruthy()
    expect(screen.queryByText('loading')).toBeNull()
  })

  it('control: a settled promise nobody marked suspends (the loading state shows first)', async () => {
    const promise = Promise.resolve('ready')
    await promise
    shown(promise)
    expect(screen.getByText('loading')).toBeTruthy()
  })

  it('a promise made fulfilled is read at once', () => {
    shown(fulfilledPromise('now'))
    expect(screen.getByText('now')).toBeTruthy()
  })
})
