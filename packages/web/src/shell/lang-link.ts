import { useCallback } from 'react'
import { useLocation, type To } from 'react-router'
import { keptLangSearch } from './locale-query'

/** §2 makes link targets that keep the current `lang` parameter while navigating. */
export const useLangTo = (): ((pathname: string) => To) => {
  const { search } = useLocation()
  const kept = keptLangSearch(search)
  return useCallback((pathname: string): To => (kept === '' ? pathname : { pathname, search: kept }), [kept])
}
