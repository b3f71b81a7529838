import * as E from 'fp-ts/Either'
import { makeAutoObservable } from 'mobx'
import type {
  CalendarDate,
  FeatureSales,
  KartisError,
  LiveFeature,
  LiveFeatureKey,
  LivePresentation,
  LiveReports,
  PresentationSales,
} from '@kartis/core'
import { ReportLoader } from './report-loader'
import { ReportRangeInput } from './report-range-input'

/** §3 a live feature selection as a select's value: "featureId:locationId". */
export const featureKeyOf = (feature: LiveFeatureKey): string => `${feature.featureId}:${feature.locationId}`

/**
 * §2 the presentations report (permission 266): a range (§9 default last month → today), the
 * features with presentations in it, the feature chosen (its figures and its presentations),
 * the presentation chosen (its figures by ticket type).
 */
export class PresentationsReportStore {
  readonly range: ReportRangeInput
  readonly features: ReportLoader<readonly LiveFeature[]>
  readonly featureData: ReportLoader<FeatureSales>
  readonly presentations: ReportLoader<readonly LivePresentation[]>
  readonly presentationData: ReportLoader<PresentationSales>
  featureKey = ''
  presentationId: number | null = null
  rangeError: KartisError | null = null

  constructor(
    private readonly reports: LiveReports,
    today: CalendarDate,
    onSessionEnded: (error: KartisError) => void,
  ) {
    this.range = new ReportRangeInput(today)
    this.features = new ReportLoader(onSessionEnded)
    this.featureData = new ReportLoader(onSessionEnded)
    this.presentations = new ReportLoader(onSessionEnded)
    this.presentationData = new ReportLoader(onSessionEnded)
    makeAutoObservable<PresentationsReportStore, 'reports'>(this, {
      reports: false,
      range: false,
      features: false,
      featureData: false,
      presentations: false,
      presentationData: false,
    })
  }

  /** The feature chosen, while the features of the range list it. */
  get feature(): LiveFeature | null {
    return this.features.value?.find((feature) => featureKeyOf(feature) === this.featureKey) ?? null
  }

  /** On opening the screen: the features of the default range, unless already shown. */
  async start(): Promise<void> {
    if (this.features.state === 'idle') await this.applyRange()
  }

  /** Asks for the features of the range in the form; the feature chosen stays chosen while the new range still has it. */
  async applyRange(): Promise<void> {
    const range = this.range.apply()
    this.rangeError = E.isLeft(range) ? range.left : null
    if (E.isLeft(range)) return
    await this.features.load(() => this.reports.availableFeatures(range.right))
    await this.selectFeature(this.feature === null ? '' : this.featureKey)
  }

  /** Chooses a feature ("" for none): its figures and its presentations over the range its list came from (not one typed since). */
  async selectFeature(key: string): Promise<void> {
    this.featureKey = key
    this.presentationId = null
    this.presentationData.clear()
    const feature = this.feature
    const range = this.range.applied
    if (feature === null || range === null) {
      this.featureData.clear()
      this.presentations.clear()
      return
    }
    const selection = { featureId: feature.featureId, locationId: feature.locationId }
    await Promise.all([
      this.featureData.load(() => this.reports.featureData(selection, range)),
      this.presentations.load(() => this.reports.availablePresentations(selection, range)),
    ])
  }

  /** Chooses a presentation (null for none): its figures and ticket types. */
  async selectPresentation(presentationId: number | null): Promise<void> {
    this.presentationId = presentationId
    if (presentationId === null) {
      this.presentationData.clear()
      return
    }
    await this.presentationData.load(() => this.reports.presentationData(presentationId))
  }
}
