/** Hindi texts: payment. */
import type { payment as en } from '../en/payment'

export const payment: Record<keyof typeof en, string> = {
}
