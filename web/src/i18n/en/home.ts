/** English texts: home. Keys are shared with ../hi/home.ts. */
export const home = {
} as const
