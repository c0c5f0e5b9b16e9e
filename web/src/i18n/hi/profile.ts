/** Hindi texts: profile. */
import type { profile as en } from '../en/profile'

export const profile: Record<keyof typeof en, string> = {
}
