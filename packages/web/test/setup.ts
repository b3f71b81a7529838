import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { configureMobxStrict } from '../src/stores/mobx-strict'

// MobX strict mode in tests, as in development.
configureMobxStrict()

afterEach(() => {
  cleanup()
  document.documentElement.removeAttribute('lang')
  document.documentElement.removeAttribute('dir')
  document.documentElement.removeAttribute('data-layout')
  document.documentElement.removeAttribute('style')
  window.sessionStorage.clear()
})
