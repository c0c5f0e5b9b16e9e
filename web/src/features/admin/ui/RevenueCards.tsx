/** Revenue as every back-office screen shows it: two stat cards, money collected (received, minus
 * refunds, whatever the record's status) and money earned (of completed bookings and delivered
 * orders), with the same labels and definitions everywhere. */
import { formatINR } from '../../../lib/format'
import type { Schema } from '../../../lib/wire'
import { StatCard } from './StatCard'
import { TEXT, fill } from './texts'

export type Revenue = Schema<'Revenue'>
type Figure = keyof Revenue

const FIGURES: { figure: Figure; label: string; hint: string; tone: 'green' | 'purple' }[] = [
  { figure: 'collected', label: TEXT.moneyCollected, hint: TEXT.moneyCollectedHint, tone: 'green' },
  { figure: 'earned', label: TEXT.moneyEarned, hint: TEXT.moneyEarnedHint, tone: 'purple' },
]

interface Props {
  /** Undefined while loading. */
  revenue?: Revenue
  /** How bookings and the store add up to each figure, shown under its definition. */
  split?: { bookings: Revenue; store: Revenue }
}

export function RevenueCards({ revenue, split }: Props) {
  return (
    <>
      {FIGURES.map(({ figure, label, hint, tone }) => {
        const parts = split && fill(TEXT.moneySplit, { bookings: formatINR(split.bookings[figure]), store: formatINR(split.store[figure]) })
        const shown = parts ? (
          <>
            {hint}
            <br />
            {parts}
          </>
        ) : (
          hint
        )
        return <StatCard key={figure} label={label} value={revenue ? formatINR(revenue[figure]) : '…'} hint={shown} icon="₹" tone={tone} />
      })}
    </>
  )
}
