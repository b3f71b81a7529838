import { observer } from 'mobx-react-lite'
import { useId } from 'react'
import {
  CUSTOMER_FORM_FIELDS,
  LOCALES,
  agorot,
  toShekels,
  type CancellationFeeRule,
  type CustomerFormField,
  type GlobalServiceCharge,
  type Locale,
  type VenueLayout,
  type VenueSettings,
} from '@kartis/core'
import { STOREFRONT_CATALOGUES } from '@kartis/web/shared'
import { useT } from '../i18n/translate'
import { useStores } from '../store-context'
import { CheckField, InputField, decimalOf, describedBy, useRefused, wholeOf } from './venue-fields'

/** Shekels typed → agorot (rounded to the agora). */
const agorotOf = (text: string) => agorot(Math.round(decimalOf(text) * 100))

type Edit = (change: (draft: VenueSettings) => VenueSettings) => void

/** Issue 15 §1 identity: the name and logo; the addresses shown read-only (one venue's slug or host taken from another is the administrator's call). */
const IdentitySection = observer(({ draft, edit }: { readonly draft: VenueSettings; readonly edit: Edit }) => {
  const t = useT()
  return (
    <fieldset className="venue-section">
      <legend>{t('venue.identity.legend')}</legend>
      <InputField
        label={t('venue.identity.displayName')}
        field="displayName"
        value={draft.displayName}
        onChange={(displayName) => edit((d) => ({ ...d, displayName }))}
      />
      <InputField
        label={t('venue.identity.logo')}
        field="logo"
        dir="ltr"
        value={draft.logo ?? ''}
        hint={t('venue.identity.logoHint')}
        onChange={(logo) => edit((d) => ({ ...d, logo: logo === '' ? null : logo }))}
      />
      <dl className="venue-facts">
        <dt>{t('venue.identity.slug')}</dt>
        <dd dir="ltr">/v/{draft.slug}/</dd>
        <dt>{t('venue.identity.hostNames')}</dt>
        <dd dir="ltr">{draft.hostNames.length === 0 ? t('venue.identity.noHostNames') : draft.hostNames.join(', ')}</dd>
      </dl>
      <p className="muted">{t('venue.identity.readOnlyHint')}</p>
    </fieldset>
  )
})

/** A colour as a swatch picker and its #RRGGBB text, one value. */
const ColourField = observer(
  ({
    label,
    field,
    value,
    onChange,
  }: {
    readonly label: string
    readonly field: string
    readonly value: string
    readonly onChange: (v: string) => void
  }) => {
    const t = useT()
    const hintId = useId()
    const refused = useRefused(field)
    const valid = /^#[0-9a-fA-F]{6}$/.test(value)
    return (
      <div className="venue-colour">
        <label className="field venue-field">
          <span>{label}</span>
          <input
            type="text"
            dir="ltr"
            value={value}
            aria-describedby={describedBy(hintId, refused)}
            aria-invalid={refused || !valid || undefined}
            onChange={(event) => onChange(event.target.value)}
          />
          <small id={hintId} className="muted">
            {valid ? t('venue.look.hexHint') : t('venue.look.badColour')}
          </small>
        </label>
        <input
          type="color"
          className="venue-colour__swatch"
          aria-label={t('venue.look.picker', { name: label })}
          value={valid ? value.toLowerCase() : '#000000'}
          onChange={(event) => onChange(event.target.value.toUpperCase())}
        />
      </div>
    )
  },
)

/** Issue 15 §2 the look: theme colour and its text with the live contrast ratio and AA verdict, and the layout. */
const LookSection = observer(({ draft, edit }: { readonly draft: VenueSettings; readonly edit: Edit }) => {
  const { venueEditor } = useStores()
  const t = useT()
  const contrast = venueEditor.contrast
  return (
    <fieldset className="venue-section">
      <legend>{t('venue.look.legend')}</legend>
      <ColourField
        label={t('venue.look.themeColour')}
        field="themeColour"
        value={draft.themeColour}
        onChange={(themeColour) => edit((d) => ({ ...d, themeColour }))}
      />
      <ColourField
        label={t('venue.look.themeTextColour')}
        field="themeTextColour"
        value={draft.themeTextColour}
        onChange={(themeTextColour) => edit((d) => ({ ...d, themeTextColour }))}
      />
      {contrast === null ? null : (
        <p className={contrast.passes ? 'venue-contrast' : 'venue-contrast venue-contrast--fails'} role="status">
          <span dir="ltr">{t('venue.look.contrast', { ratio: contrast.ratio })}</span> —{' '}
          {contrast.passes ? t('venue.look.passes') : t('venue.look.fails')}
        </p>
      )}
      <label className="field venue-field">
        <span>{t('venue.look.layout')}</span>
        <select value={draft.layout} onChange={(event) => edit((d) => ({ ...d, layout: layoutOf(event.target.value) }))}>
          <option value="default">{t('venue.look.layouts.default')}</option>
          <option value="legacy">{t('venue.look.layouts.legacy')}</option>
        </select>
      </label>
    </fieldset>
  )
})

const layoutOf = (value: string): VenueLayout => (value === 'legacy' ? 'legacy' : 'default')

/** §2 languages offered: Hebrew always, the others by choice (their overrides stay only while offered). */
const LanguagesSection = observer(({ draft, edit }: { readonly draft: VenueSettings; readonly edit: Edit }) => {
  const t = useT()
  const toggle = (locale: Locale, on: boolean) =>
    edit((d) => {
      const languages = LOCALES.filter((l) => l === 'he' || (l === locale ? on : d.languages.includes(l)))
      const { [locale]: _dropped, ...kept } = d.textOverrides
      return { ...d, languages, textOverrides: on ? d.textOverrides : kept }
    })
  return (
    <fieldset className="venue-section">
      <legend>{t('venue.languages.legend')}</legend>
      {LOCALES.map((locale) => (
        <CheckField
          key={locale}
          label={t(`venue.languages.${locale}`)}
          checked={locale === 'he' || draft.languages.includes(locale)}
          disabled={locale === 'he'}
          onChange={(on) => toggle(locale, on)}
        />
      ))}
    </fieldset>
  )
})

/** §5 the customer form: each field shown and required (a required field is shown; the mobile always both). */
const CustomerFormSection = observer(({ draft, edit }: { readonly draft: VenueSettings; readonly edit: Edit }) => {
  const t = useT()
  // The fields by the names the buyer reads on the storefront's form, in the console's language.
  const fieldNames = STOREFRONT_CATALOGUES[useStores().ui.locale].fields
  const set = (field: CustomerFormField, shown: boolean, required: boolean) =>
    edit((d) => ({ ...d, customerForm: { ...d.customerForm, [field]: { shown: shown || required, required } } }))
  return (
    <fieldset className="venue-section">
      <legend>{t('venue.customerForm.legend')}</legend>
      <table className="results venue-form-table">
        <thead>
          <tr>
            <th scope="col">{t('venue.customerForm.field')}</th>
            <th scope="col">{t('venue.customerForm.shown')}</th>
            <th scope="col">{t('venue.customerForm.required')}</th>
          </tr>
        </thead>
        <tbody>
          {CUSTOMER_FORM_FIELDS.map((field) => {
            const config = draft.customerForm[field]
            const name = fieldNames[field]
            const fixed = field === 'mobileNumber'
            return (
              <tr key={field}>
                <th scope="row">{name}</th>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`${name}: ${t('venue.customerForm.shown')}`}
                    checked={config.shown}
                    disabled={fixed || config.required}
                    onChange={(event) => set(field, event.target.checked, config.required)}
                  />
                </td>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`${name}: ${t('venue.customerForm.required')}`}
                    checked={config.required}
                    disabled={fixed}
                    onChange={(event) => set(field, config.shown, event.target.checked)}
                  />
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <p className="muted">{t('venue.customerForm.mobileAlways')}</p>
    </fieldset>
  )
})

type FeeKind = 'none' | CancellationFeeRule['kind']

const feeWith = (fee: CancellationFeeRule | null, kind: FeeKind): CancellationFeeRule | null => {
  const basis = fee?.basis ?? 'perOrder'
  if (kind === 'none') return null
  return kind === 'fixed'
    ? { kind, basis, amount: fee?.kind === 'fixed' ? fee.amount : agorot(0) }
    : { kind, basis, percent: fee?.kind === 'percent' ? fee.percent : 0 }
}

/** §4/§5/§9 the order rules: holds, seat maximum, cancellation and its fee, the replacement window, the service charge. */
const OrderRulesSection = observer(({ draft, edit }: { readonly draft: VenueSettings; readonly edit: Edit }) => {
  const t = useT()
  const rules = draft.orderRules
  const fee = rules.cancellation.fee
  const setRules = (change: Partial<VenueSettings['orderRules']>) => edit((d) => ({ ...d, orderRules: { ...d.orderRules, ...change } }))
  const setFee = (next: CancellationFeeRule | null) => setRules({ cancellation: { ...rules.cancellation, fee: next } })
  const charge = rules.globalServiceCharge
  const setCharge = (change: Partial<GlobalServiceCharge>) =>
    setRules({ globalServiceCharge: { amountPerOrder: agorot(0), percentRatePerOrder: 0, name: '', ...charge, ...change } })
  return (
    <fieldset className="venue-section">
      <legend>{t('venue.orderRules.legend')}</legend>
      <CheckField
        label={t('venue.orderRules.holdOrders')}
        checked={rules.holdOrdersAllowed}
        onChange={(on) => setRules({ holdOrdersAllowed: on })}
      />
      <InputField
        label={t('venue.orderRules.maxSeats')}
        field="orderRules.maxSeatsPerOrder"
        type="number"
        value={rules.maxSeatsPerOrder === null ? '' : String(rules.maxSeatsPerOrder)}
        hint={t('venue.orderRules.maxSeatsHint')}
        onChange={(text) => setRules({ maxSeatsPerOrder: text.trim() === '' ? null : wholeOf(text) })}
      />
      <CheckField
        label={t('venue.orderRules.cancellationAllowed')}
        checked={rules.cancellation.allowed}
        onChange={(allowed) => setRules({ cancellation: { ...rules.cancellation, allowed } })}
      />
      <div className="venue-row">
        <label className="field venue-field">
          <span>{t('venue.orderRules.fee')}</span>
          <select value={fee?.kind ?? 'none'} onChange={(event) => setFee(feeWith(fee, feeKindOf(event.target.value)))}>
            <option value="none">{t('venue.orderRules.feeKinds.none')}</option>
            <option value="fixed">{t('venue.orderRules.feeKinds.fixed')}</option>
            <option value="percent">{t('venue.orderRules.feeKinds.percent')}</option>
          </select>
        </label>
        {fee === null ? null : (
          <>
            <label className="field venue-field">
              <span>{t('venue.orderRules.feeBasis')}</span>
              <select
                value={fee.basis}
                onChange={(event) => setFee({ ...fee, basis: event.target.value === 'perTicket' ? 'perTicket' : 'perOrder' })}
              >
                <option value="perOrder">{t('venue.orderRules.feeBases.perOrder')}</option>
                <option value="perTicket">{t('venue.orderRules.feeBases.perTicket')}</option>
              </select>
            </label>
            {fee.kind === 'fixed' ? (
              <InputField
                label={t('venue.orderRules.feeAmount')}
                field="orderRules.cancellation.fee"
                type="number"
                value={String(toShekels(fee.amount))}
                onChange={(text) => setFee({ ...fee, amount: agorotOf(text) })}
              />
            ) : (
              <InputField
                label={t('venue.orderRules.feePercent')}
                field="orderRules.cancellation.fee"
                type="number"
                value={String(fee.percent)}
                onChange={(text) => setFee({ ...fee, percent: decimalOf(text) })}
              />
            )}
          </>
        )}
      </div>
      <InputField
        label={t('venue.orderRules.replacementDays')}
        field="orderRules.replacementWindowDays"
        type="number"
        value={String(rules.replacementWindowDays)}
        onChange={(text) => setRules({ replacementWindowDays: wholeOf(text) })}
      />
      <CheckField
        label={t('venue.orderRules.serviceCharge')}
        checked={charge !== null}
        onChange={(on) => (on ? setCharge({}) : setRules({ globalServiceCharge: null }))}
      />
      {charge === null ? null : (
        <div className="venue-row">
          <InputField
            label={t('venue.orderRules.serviceChargeAmount')}
            field="orderRules.globalServiceCharge.amountPerOrder"
            type="number"
            value={String(toShekels(charge.amountPerOrder))}
            onChange={(text) => setCharge({ amountPerOrder: agorotOf(text) })}
          />
          <InputField
            label={t('venue.orderRules.serviceChargePercent')}
            field="orderRules.globalServiceCharge.percentRatePerOrder"
            type="number"
            value={String(charge.percentRatePerOrder)}
            onChange={(text) => setCharge({ percentRatePerOrder: decimalOf(text) })}
          />
          <InputField
            label={t('venue.orderRules.serviceChargeName')}
            field="orderRules.globalServiceCharge.name"
            value={charge.name}
            onChange={(name) => setCharge({ name })}
          />
        </div>
      )}
    </fieldset>
  )
})

const feeKindOf = (value: string): FeeKind => (value === 'fixed' || value === 'percent' ? value : 'none')

/** §9 e-document grace minutes, the SMS sender name and the analytics id. */
const MoreSection = observer(({ draft, edit }: { readonly draft: VenueSettings; readonly edit: Edit }) => {
  const t = useT()
  return (
    <fieldset className="venue-section">
      <legend>{t('venue.more.legend')}</legend>
      <InputField
        label={t('venue.more.graceMinutes')}
        field="eDocumentGraceMinutes"
        type="number"
        value={String(draft.eDocumentGraceMinutes)}
        onChange={(text) => edit((d) => ({ ...d, eDocumentGraceMinutes: wholeOf(text) }))}
      />
      <InputField
        label={t('venue.more.smsSender')}
        field="smsSenderName"
        dir="ltr"
        value={draft.smsSenderName}
        hint={t('venue.more.smsSenderHint')}
        onChange={(smsSenderName) => edit((d) => ({ ...d, smsSenderName }))}
      />
      <InputField
        label={t('venue.more.analyticsId')}
        field="analyticsId"
        dir="ltr"
        value={draft.analyticsId ?? ''}
        onChange={(id) => edit((d) => ({ ...d, analyticsId: id === '' ? null : id }))}
      />
    </fieldset>
  )
})

/** Issue 15 §4 the settings form's sections, each editing the draft the preview follows. */
export const VenueSettingsSections = observer(({ draft }: { readonly draft: VenueSettings }) => {
  const { venueEditor } = useStores()
  const edit: Edit = (change) => venueEditor.edit(change)
  return (
    <>
      <IdentitySection draft={draft} edit={edit} />
      <LookSection draft={draft} edit={edit} />
      <LanguagesSection draft={draft} edit={edit} />
      <CustomerFormSection draft={draft} edit={edit} />
      <OrderRulesSection draft={draft} edit={edit} />
      <MoreSection draft={draft} edit={edit} />
    </>
  )
})
