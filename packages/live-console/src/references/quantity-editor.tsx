import type { TicketReferenceItem } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { useId, type FormEvent } from 'react'
import { errorKeyOf } from '../i18n/console-errors'
import { useT } from '../i18n/translate'
import { useStores } from '../store-context'
import { ticketLabel } from './reference-labels'
import { MAX_REFERENCE_QUANTITY } from './references-store'

/**
 * Issue 13 §7 an option's quota edited in place: a number and its save; the box office's answer
 * replaces the row, and its refusal (e.g. below what the pair bought) is said under the field.
 */
export const QuantityEditor = observer(({ item }: { readonly item: TicketReferenceItem }) => {
  const { references } = useStores()
  const t = useT()
  const id = useId()
  const edit = references.editOf(item)
  const what = { reference1: item.reference1, reference2: item.reference2, ticket: ticketLabel(item, t) }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void references.saveQuantity(item)
  }
  const problem = edit.invalid ? t('references.edit.invalid') : edit.error === null ? null : t(errorKeyOf(edit.error), edit.error.params)
  return (
    <form className="quantity-edit" onSubmit={submit} noValidate>
      <label className="visually-hidden" htmlFor={`${id}-quantity`}>
        {t('references.edit.label', what)}
      </label>
      <input
        id={`${id}-quantity`}
        className="quantity-edit__input"
        type="number"
        inputMode="numeric"
        min={0}
        max={MAX_REFERENCE_QUANTITY}
        step={1}
        value={edit.textFor(item)}
        onChange={(event) => edit.setDraft(event.target.value)}
        aria-invalid={problem !== null}
        aria-describedby={problem === null ? undefined : `${id}-problem`}
      />
      <button type="submit" className="button button--quiet quantity-edit__save" disabled={edit.saving}>
        {edit.saving ? t('references.edit.saving') : t('references.edit.save')}
        <span className="visually-hidden"> ({t('references.edit.saveOf', what)})</span>
      </button>
      <span role="status" className="quantity-edit__saved">
        {edit.saved ? t('references.edit.saved') : ''}
      </span>
      {problem === null ? null : (
        <span id={`${id}-problem`} role="alert" className="form-error quantity-edit__problem">
          {problem}
        </span>
      )}
    </form>
  )
})
