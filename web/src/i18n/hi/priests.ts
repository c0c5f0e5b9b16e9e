/** Hindi texts: priests. */
import type { priests as en } from '../en/priests'

export const priests: Record<keyof typeof en, string> = {
}
