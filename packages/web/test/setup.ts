import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { configureMobxStrict } from '../src/stores/mobx-strict'

// MobX strict mode in tests, as in development.
configureMobxStrict()

// Pages are lazy routes: vitest compiles each chunk on its first import, which takes well over
// testing-library's 1 s default on a loaded 2-core CI machine (a voucher-page test failed so).
// The wait is a ceiling against a hang, not a speed assertion.
configure({ asyncUtilTimeout: 5000 })

afterEach(() => {
  cleanup()
  document.documentElement.removeAttribute('lang')
  document.documentElement.removeAttribute('dir')
  document.documentElement.removeAttribute('data-layout')
  document.documentElement.removeAttribute('style')
  window.sessionStorage.clear()
})
