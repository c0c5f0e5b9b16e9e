/** English texts: priests. Keys are shared with ../hi/priests.ts. */
export const priests = {
} as const
