/** English texts: payment. Keys are shared with ../hi/payment.ts. */
export const payment = {
} as const
