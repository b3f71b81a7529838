import type { KartisError } from '@kartis/core'
import { errorKeyOf } from '../i18n/console-errors'
import { useT } from '../i18n/translate'

/** §8 an error in the interface language, announced at once (the generic text when there is none to name). */
export const ErrorAlert = ({ error }: { readonly error: KartisError | null }) => {
  const t = useT()
  return (
    <p role="alert" className="form-error">
      {t(error === null ? 'errors.generic' : errorKeyOf(error))}
    </p>
  )
}
