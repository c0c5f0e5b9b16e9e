/** English texts: store. Keys are shared with ../hi/store.ts. */
export const store = {
} as const
