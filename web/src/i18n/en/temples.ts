/** English texts: temples. Keys are shared with ../hi/temples.ts. */
export const temples = {
} as const
