import '../reports/reports.css'
import './references.css'
import type { TicketReferenceAgent } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo } from 'react'
import { useT } from '../i18n/translate'
import { Loaded } from '../reports/report-states'
import { ReportTable } from '../reports/report-table'
import { useStores } from '../store-context'
import { agentColumns } from './reference-columns'
import { ReferencesNav } from './references-nav'

const agentKeyOf = (agent: TicketReferenceAgent): string => String(agent.id)

/** Issue 13 §7 getTicketRefAgents: who hands out references, each by name and code (its Reference1). */
export const ReferenceAgentsPage = observer(() => {
  const { references } = useStores()
  const t = useT()
  useEffect(() => {
    void references.loadAgents()
  }, [references])
  const columns = useMemo(() => agentColumns(t), [t])
  return (
    <>
      <ReferencesNav />
      <h1>{t('references.agents.title')}</h1>
      <p className="references-intro">{t('references.agents.intro')}</p>
      <Loaded
        loader={references.agents}
        loading="references.agents.loading"
        empty="references.agents.empty"
        isEmpty={(agents) => agents.length === 0}
      >
        {(agents) => (
          <section className="report-section" aria-label={t('references.agents.table')}>
            <ReportTable
              caption={t('references.agents.table')}
              csvFileName="ticket-reference-agents"
              columns={columns}
              rows={agents}
              rowId={agentKeyOf}
            />
          </section>
        )}
      </Loaded>
    </>
  )
})
