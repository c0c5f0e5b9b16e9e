/** English texts: orders. Keys are shared with ../hi/orders.ts. */
export const orders = {
} as const
