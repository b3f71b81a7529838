import '../reports/reports.css'
import './references.css'
import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { Link, useParams } from 'react-router'
import { useT } from '../i18n/translate'
import { Loaded } from '../reports/report-states'
import { useStores } from '../store-context'
import { OptionsTable } from './reference-options-page'
import { ReferencesNav } from './references-nav'

/** Issue 13 §7 TicketReferencePromptAdminDetail: one reference pair's options (/references/{reference1}/{reference2}), quotas edited in place. */
export const ReferenceDetailPage = observer(() => {
  const { references } = useStores()
  const t = useT()
  // The router gives each segment decoded.
  const { reference1 = '', reference2 = '' } = useParams()
  useEffect(() => {
    void references.openDetail(reference1, reference2)
  }, [references, reference1, reference2])
  const agentName = references.detail.value?.[0]?.agentName ?? null
  return (
    <>
      <ReferencesNav />
      <p>
        <Link to="/references">{t('references.detail.back')}</Link>
      </p>
      <h1>
        <bdi>{t('references.detail.title', { reference1, reference2 })}</bdi>
      </h1>
      {agentName === null ? null : <p className="references-intro">{t('references.detail.agent', { name: agentName })}</p>}
      <Loaded
        loader={references.detail}
        loading="references.detail.loading"
        empty="references.detail.empty"
        isEmpty={(items) => items.length === 0}
      >
        {(items) => <OptionsTable items={items} caption={t('references.detail.table')} linked={false} />}
      </Loaded>
    </>
  )
})
