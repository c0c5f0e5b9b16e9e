/** English texts: policies. Keys are shared with ../hi/policies.ts. */
export const policies = {
} as const
