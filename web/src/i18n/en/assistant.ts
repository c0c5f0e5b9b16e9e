/** English texts: assistant. Keys are shared with ../hi/assistant.ts. */
export const assistant = {
} as const
