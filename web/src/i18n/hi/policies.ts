/** Hindi texts: policies. */
import type { policies as en } from '../en/policies'

export const policies: Record<keyof typeof en, string> = {
}
