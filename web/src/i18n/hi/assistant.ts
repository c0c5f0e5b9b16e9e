/** Hindi texts: assistant. */
import type { assistant as en } from '../en/assistant'

export const assistant: Record<keyof typeof en, string> = {
}
