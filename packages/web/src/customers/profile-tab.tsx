import { observer } from 'mobx-react-lite'
import { CustomerForm, fieldId } from '../checkout/customer-form'
import { useErrorMessage } from '../i18n/error-message'
import { useT } from '../i18n/translate'
import type { CustomerAreaStore } from './customer-area-store'

const PREFIX = 'profile'

/** §2/§5/§8 the profile: the details the customer may change, checked by the §5 form rules, saved with a Hebrew-first message. */
export const ProfileTab = observer(({ area }: { readonly area: CustomerAreaStore }) => {
  const t = useT()
  const errorText = useErrorMessage()
  const { profile } = area
  const form = profile.form
  const customer = area.customer
  if (form === null || customer === null) return null
  const save = profile.save
  const submit = async () => {
    await area.saveProfile()
    const first = form.firstErrorField
    if (first !== null) document.getElementById(fieldId(first, PREFIX))?.focus()
  }
  return (
    <form
      className="area-profile"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      {customer.ssn !== '' && <p className="area-card__note">{t('customer:profile.idNumber', { ssn: customer.ssn })}</p>}
      <CustomerForm form={form} prefix={PREFIX} title={t('customer:profile.title')} asksMailing={false} />
      <div className="area-profile__actions">
        <button type="submit" className="button" disabled={save.kind === 'saving'}>
          {save.kind === 'saving' ? t('customer:profile.saving') : t('customer:profile.save')}
        </button>
        <div role="status" className="area-profile__status">
          {save.kind === 'saved' && <p className="area-profile__saved">{t('customer.detailsSaved')}</p>}
          {save.kind === 'failed' && (
            <p className="area-dialog__error">
              {t('customer.detailsSaveFailed')}
              {save.error.code !== 'CUSTOMER_SAVE_FAILED' && ` — ${errorText(save.error)}`}
            </p>
          )}
        </div>
      </div>
    </form>
  )
})
