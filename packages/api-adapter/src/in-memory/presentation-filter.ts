import { formatCalendarDate, type CalendarDate, type Presentation } from '@kartis/core'
import { type InMemoryBoxOffice, calendarDayOf } from './box-office'

/** §7 the filters the list and search calls share. */
export interface PresentationCriteria {
  readonly presentationId?: number
  readonly featureIds?: readonly number[]
  readonly locationId?: number
  readonly miniSiteUrl?: string
  readonly startDate?: CalendarDate
  readonly endDate?: CalendarDate
}

const within = (presentation: Presentation, criteria: PresentationCriteria): boolean => {
  if (criteria.startDate === undefined && criteria.endDate === undefined) return true
  const day = presentation.startDateTime === null ? null : calendarDayOf(presentation.startDateTime)
  if (day === null) return false
  return (
    (criteria.startDate === undefined || day >= formatCalendarDate(criteria.startDate)) &&
    (criteria.endDate === undefined || day <= formatCalendarDate(criteria.endDate))
  )
}

/**
 * §7 the dataset's presentations meeting every given criterion: the presentation, its feature
 * (an empty list means every feature), location, mini-site (§1: only what the mini-site sells;
 * an unknown mini-site sells nothing) and Jerusalem start day, both ends included.
 */
export const presentationsMatching = (office: InMemoryBoxOffice, criteria: PresentationCriteria): readonly Presentation[] => {
  const miniSite =
    criteria.miniSiteUrl === undefined ? undefined : office.dataset.miniSites.find((site) => site.url === criteria.miniSiteUrl)
  return office.dataset.presentations.filter(
    (presentation) =>
      (criteria.presentationId === undefined || presentation.id === criteria.presentationId) &&
      (criteria.featureIds === undefined || criteria.featureIds.length === 0 || criteria.featureIds.includes(presentation.featureId)) &&
      (criteria.locationId === undefined || presentation.locationId === criteria.locationId) &&
      (criteria.miniSiteUrl === undefined || (miniSite?.presentationIds.includes(presentation.id) ?? false)) &&
      within(presentation, criteria),
  )
}
