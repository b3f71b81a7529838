import { observer } from 'mobx-react-lite'
import { useState, type FormEvent } from 'react'
import { useT } from '../i18n/translate'
import { TextField } from '../shell/text-field'

/** The day whose detail a by-date report shows (YYYY-MM-DD), chosen by its date field. */
export const DayForm = observer(
  ({ date, label, onShow }: { readonly date: string; readonly label: string; readonly onShow: (date: string) => void }) => {
    const t = useT()
    const [typed, setTyped] = useState(date)
    const [shown, setShown] = useState(date)
    // A row's action chose another day: the field follows it.
    if (shown !== date) {
      setShown(date)
      setTyped(date)
    }
    const submit = (event: FormEvent) => {
      event.preventDefault()
      onShow(typed)
    }
    return (
      <form className="search-form" onSubmit={submit} aria-label={label}>
        <TextField label={t('reports.day.label')} type="date" name="day" value={typed} onChange={(e) => setTyped(e.target.value)} />
        <button type="submit" className="button">
          {t('reports.day.show')}
        </button>
      </form>
    )
  },
)
