/** Hindi texts: astrology. */
import type { astrology as en } from '../en/astrology'

export const astrology: Record<keyof typeof en, string> = {
}
