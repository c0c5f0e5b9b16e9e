/** Hindi texts: store. */
import type { store as en } from '../en/store'

export const store: Record<keyof typeof en, string> = {
}
