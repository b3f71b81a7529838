import './reports.css'
import type { FeatureSales, PresentationSales } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { useMemo } from 'react'
import { useT } from '../i18n/translate'
import { formatDateTime } from '../shell/format'
import { useStores } from '../store-context'
import { FigureSummary } from './figure-summary'
import { featureKeyOf } from './presentations-report-store'
import { presentationColumns, ticketTypeColumns } from './report-columns'
import { ReportPage } from './report-page'
import { Loaded } from './report-states'
import { ReportTable } from './report-table'

/** §2 the presentations report (266): a range, a feature and a presentation; their sold / held / free, revenue, ratio and ticket types. */
export const PresentationsReportPage = observer(() => {
  const { presentationsReport: report } = useStores()
  const t = useT()
  return (
    <ReportPage title={t('reports.presentations.title')} report={report}>
      <Loaded
        loader={report.features}
        loading="reports.presentations.loadingFeatures"
        empty="reports.presentations.noFeatures"
        isEmpty={(features) => features.length === 0}
      >
        {(features) => (
          <div className="search-form">
            <label className="field">
              <span>{t('reports.presentations.feature')}</span>
              <select name="feature" value={report.featureKey} onChange={(event) => void report.selectFeature(event.target.value)}>
                <option value="">{t('reports.presentations.chooseFeature')}</option>
                {features.map((feature) => (
                  <option key={featureKeyOf(feature)} value={featureKeyOf(feature)}>
                    {t('reports.presentations.featureOption', { name: feature.name, location: feature.locationId })}
                  </option>
                ))}
              </select>
            </label>
            <PresentationPicker />
          </div>
        )}
      </Loaded>
      {report.feature === null ? (
        report.features.state === 'loaded' && report.features.value?.length !== 0 ? (
          <p>{t('reports.presentations.pickFeature')}</p>
        ) : null
      ) : (
        <FeatureSection />
      )}
      {report.presentationId === null ? null : <PresentationSection />}
    </ReportPage>
  )
})

/** §3 the presentations of the feature chosen, in the range. */
const PresentationPicker = observer(() => {
  const { presentationsReport: report, ui } = useStores()
  const t = useT()
  if (report.feature === null) return null
  return (
    <Loaded
      loader={report.presentations}
      loading="reports.presentations.loadingPresentations"
      empty="reports.presentations.noPresentations"
      isEmpty={(presentations) => presentations.length === 0}
    >
      {(presentations) => (
        <label className="field">
          <span>{t('reports.presentations.presentation')}</span>
          <select
            name="presentation"
            value={report.presentationId ?? ''}
            onChange={(event) => void report.selectPresentation(event.target.value === '' ? null : Number(event.target.value))}
          >
            <option value="">{t('reports.presentations.choosePresentation')}</option>
            {presentations.map((presentation) => (
              <option key={presentation.presentationId} value={presentation.presentationId}>
                {presentation.startDateTime === null ? t('reports.untimed') : formatDateTime(presentation.startDateTime, ui.locale)}
                {` · ${presentation.venueName}`}
              </option>
            ))}
          </select>
        </label>
      )}
    </Loaded>
  )
})

/** The feature's totals and its presentations' figures (featureData). */
const FeatureSection = observer(() => {
  const { presentationsReport: report } = useStores()
  return (
    <section className="report-section" aria-labelledby="feature-data-title">
      <Loaded
        loader={report.featureData}
        loading="reports.presentations.loadingFeature"
        empty="reports.presentations.noFeatureData"
        isEmpty={() => false}
      >
        {(feature) => <FeatureFigures feature={feature} />}
      </Loaded>
    </section>
  )
})

const FeatureFigures = observer(({ feature }: { readonly feature: FeatureSales }) => {
  const { presentationsReport: report, ui } = useStores()
  const t = useT()
  const columns = useMemo(() => presentationColumns(t, ui.locale), [t, ui.locale])
  return (
    <>
      <h2 id="feature-data-title">{t('reports.presentations.featureTitle', { name: feature.name })}</h2>
      <FigureSummary figures={feature} />
      {feature.presentations.length === 0 ? (
        <p role="status">{t('reports.presentations.noPresentations')}</p>
      ) : (
        <ReportTable
          caption={t('reports.presentations.presentationsTable')}
          csvFileName={`feature-${feature.featureId}-${report.range.appliedLabel}`}
          columns={columns}
          rows={feature.presentations}
          rowId={(row) => String(row.presentationId)}
          selectedId={report.presentationId === null ? null : String(report.presentationId)}
          action={(row) => ({ label: t('reports.presentations.show'), onClick: () => void report.selectPresentation(row.presentationId) })}
        />
      )}
    </>
  )
})

/** The presentation chosen: its totals and its sales by ticket type (presentationData). */
const PresentationSection = observer(() => {
  const { presentationsReport: report } = useStores()
  return (
    <section className="report-section" aria-labelledby="presentation-data-title">
      <Loaded
        loader={report.presentationData}
        loading="reports.presentations.loadingPresentation"
        empty="reports.presentations.noFeatureData"
        isEmpty={() => false}
      >
        {(presentation) => <PresentationFigures presentation={presentation} />}
      </Loaded>
    </section>
  )
})

const PresentationFigures = observer(({ presentation }: { readonly presentation: PresentationSales }) => {
  const { ui } = useStores()
  const t = useT()
  const columns = useMemo(() => ticketTypeColumns(t, ui.locale), [t, ui.locale])
  const when = presentation.startDateTime === null ? t('reports.untimed') : formatDateTime(presentation.startDateTime, ui.locale)
  return (
    <>
      <h2 id="presentation-data-title">
        {t('reports.presentations.presentationTitle', { when })} · {presentation.featureName}
      </h2>
      <FigureSummary figures={presentation} />
      {presentation.ticketTypes.length === 0 ? (
        <p role="status">{t('reports.presentations.noTicketTypes')}</p>
      ) : (
        <ReportTable
          caption={t('reports.presentations.ticketTypes')}
          csvFileName={`presentation-${presentation.presentationId}-ticket-types`}
          columns={columns}
          rows={presentation.ticketTypes}
          rowId={(row) => String(row.ticketId)}
        />
      )}
    </>
  )
})
