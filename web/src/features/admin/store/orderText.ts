/** How an order reads in the table: its items in short, its payment method. */
import { fill } from '../ui/texts'
import type { OrderRow } from './api'
import { TEXT } from './texts'

/** "3 items" */
export function itemCount(count: number): string {
  return count === 1 ? TEXT.itemCountOne : fill(TEXT.itemCount, { count })
}

/** The first two product names and "+N more" (the server sends the names and N). */
export function itemNames(row: Pick<OrderRow, 'itemNames' | 'moreItems'>): string {
  const names = row.itemNames.filter(Boolean).join(', ')
  return row.moreItems > 0 ? `${names} ${fill(TEXT.moreItems, { count: row.moreItems })}` : names
}

/** 'cod' -> 'COD', 'phonepe' -> 'PHONEPE' (spec: the method in uppercase). */
export const paymentMethod = (method: string) => method.toUpperCase()
