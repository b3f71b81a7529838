import { Observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import { errorKeyOf } from '../i18n/console-errors'
import type { MessageKey } from '../i18n/catalogue'
import { useT } from '../i18n/translate'
import type { ReportLoader } from './report-loader'

interface LoadedProps<T> {
  readonly loader: ReportLoader<T>
  /** Said while the call is under way. */
  readonly loading: MessageKey
  /** Said when the answer has nothing to show. */
  readonly empty: MessageKey
  readonly isEmpty: (value: T) => boolean
  readonly children: (value: T) => ReactNode
  /** Said before anything was asked (nothing when absent). */
  readonly idle?: MessageKey
}

/** A report call's loading, error and empty states, or what its answer shows (re-rendered as the loader changes). */
export const Loaded = <T,>({ loader, loading, empty, isEmpty, children, idle }: LoadedProps<T>) => {
  const t = useT()
  const show = (): ReactNode => {
    switch (loader.state) {
      case 'idle':
        return idle === undefined ? null : <p>{t(idle)}</p>
      case 'loading':
        return (
          <p role="status" className="report-status">
            {t(loading)}
          </p>
        )
      case 'error':
        return (
          <p role="alert" className="form-error">
            {t(loader.error === null ? 'errors.generic' : errorKeyOf(loader.error))}
          </p>
        )
      case 'loaded':
        return loader.value === null || isEmpty(loader.value) ? (
          <p role="status" className="report-status">
            {t(empty)}
          </p>
        ) : (
          children(loader.value)
        )
    }
  }
  return <Observer>{show}</Observer>
}
