/** §7 the timestamp parameter every request carries (epoch milliseconds from the Clock port). */
export const TIMESTAMP_PARAM = 'ts'

/** §7 a request's address without its ts stamp: what an embedded answer is kept under (embedded-answers.ts). */
export const addressWithoutStamp = (url: string): string => {
  const queryAt = url.indexOf('?')
  if (queryAt < 0) return url
  const kept = url
    .slice(queryAt + 1)
    .split('&')
    .filter((pair) => pair !== '' && !pair.startsWith(`${TIMESTAMP_PARAM}=`))
  return kept.length === 0 ? url.slice(0, queryAt) : `${url.slice(0, queryAt)}?${kept.join('&')}`
}
