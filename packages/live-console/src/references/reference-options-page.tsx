import '../reports/reports.css'
import './references.css'
import type { TicketReferenceItem } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { useMemo } from 'react'
import { useT } from '../i18n/translate'
import { ReportPage } from '../reports/report-page'
import { Loaded } from '../reports/report-states'
import { ReportTable } from '../reports/report-table'
import { useStores } from '../store-context'
import { optionColumns } from './reference-columns'
import { optionKeyOf } from './references-store'
import { ReferencesNav } from './references-nav'

/** Issue 13 §7 TicketReferencePromptAdmin: every option of the range's presentations and of whole features, its quota edited in place. */
export const ReferenceOptionsPage = observer(() => {
  const { references } = useStores()
  const t = useT()
  return (
    <>
      <ReferencesNav />
      <ReportPage title={t('references.options.title')} report={references}>
        <p className="references-intro">{t('references.options.intro')}</p>
        <Loaded
          loader={references.options}
          loading="references.options.loading"
          empty="references.options.empty"
          isEmpty={(items) => items.length === 0}
        >
          {(items) => <OptionsTable items={items} caption={t('references.options.table')} linked />}
        </Loaded>
      </ReportPage>
    </>
  )
})

/** Options in a table: the pair (linked to its detail unless `linked` is false), names, quota edit, bought and left; CSV as shown. */
export const OptionsTable = observer(
  ({ items, caption, linked }: { readonly items: readonly TicketReferenceItem[]; readonly caption: string; readonly linked: boolean }) => {
    const { references, ui } = useStores()
    const t = useT()
    const columns = useMemo(() => optionColumns(t, ui.locale, linked), [t, ui.locale, linked])
    const file = linked
      ? `ticket-references-${references.range.appliedLabel}`
      : `ticket-reference-${items[0]?.reference1 ?? ''}-${items[0]?.reference2 ?? ''}`
    return (
      <section className="report-section references-table" aria-label={caption}>
        <ReportTable caption={caption} csvFileName={file} columns={columns} rows={items} rowId={optionKeyOf} />
      </section>
    )
  },
)
