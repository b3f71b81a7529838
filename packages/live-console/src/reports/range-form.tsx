import type { KartisError } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import type { FormEvent } from 'react'
import { errorKeyOf } from '../i18n/console-errors'
import { useT } from '../i18n/translate'
import { TextField } from '../shell/text-field'
import type { ReportRangeInput } from './report-range-input'

/** §9 a report's date range (default last month → today) and the button that asks for it. */
export const RangeForm = observer(
  ({ range, error, onApply }: { readonly range: ReportRangeInput; readonly error: KartisError | null; readonly onApply: () => void }) => {
    const t = useT()
    const submit = (event: FormEvent) => {
      event.preventDefault()
      onApply()
    }
    return (
      <form className="search-form" onSubmit={submit} aria-label={t('reports.range.label')}>
        <TextField
          label={t('reports.range.from')}
          type="date"
          name="startDate"
          value={range.startDate}
          onChange={(e) => range.setStartDate(e.target.value)}
        />
        <TextField
          label={t('reports.range.to')}
          type="date"
          name="endDate"
          value={range.endDate}
          onChange={(e) => range.setEndDate(e.target.value)}
        />
        <button type="submit" className="button">
          {t('reports.range.apply')}
        </button>
        {error === null ? null : (
          <p role="alert" className="form-error report-range__error">
            {error.code === 'BAD_REQUEST' ? t('reports.range.invalid') : t(errorKeyOf(error))}
          </p>
        )}
      </form>
    )
  },
)
