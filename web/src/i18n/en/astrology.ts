/** English texts: astrology. Keys are shared with ../hi/astrology.ts. */
export const astrology = {
} as const
