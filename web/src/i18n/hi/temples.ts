/** Hindi texts: temples. */
import type { temples as en } from '../en/temples'

export const temples: Record<keyof typeof en, string> = {
}
