/** §5 address: '#' characters are removed (and the ends trimmed). */
export const sanitizeAddress = (value: string): string => value.replaceAll('#', '').trim()
