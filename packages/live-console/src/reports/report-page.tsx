import type { KartisError } from '@kartis/core'
import { observer } from 'mobx-react-lite'
import { useEffect, type ReactNode } from 'react'
import { RangeForm } from './range-form'
import type { ReportRangeInput } from './report-range-input'

/** What a report screen's store offers its page: the range form, the range's error, the first and later loads. */
export interface RangedReport {
  readonly range: ReportRangeInput
  readonly rangeError: KartisError | null
  applyRange(): Promise<void>
  start(): Promise<void>
}

/** A report screen: its title, the §9 range form, what the report shows below; the report is asked for when the screen opens. */
export const ReportPage = observer(
  ({ title, report, children }: { readonly title: string; readonly report: RangedReport; readonly children: ReactNode }) => {
    useEffect(() => {
      void report.start()
    }, [report])
    return (
      <>
        <h1>{title}</h1>
        <RangeForm range={report.range} error={report.rangeError} onApply={() => void report.applyRange()} />
        {children}
      </>
    )
  },
)
