/** The origin of an absolute http(s) address, or null (an empty or relative address is this origin). */
export const originOf = (address: string): string | null => {
  try {
    const url = new URL(address)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null
  } catch {
    return null
  }
}
