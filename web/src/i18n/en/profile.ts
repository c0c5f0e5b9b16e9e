/** English texts: profile. Keys are shared with ../hi/profile.ts. */
export const profile = {
} as const
