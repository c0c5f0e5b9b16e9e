/** Previous / Next through the pages of a list, with "Showing 1–20 of 45". Hidden when one page holds all. */
import { Button } from '../../../../components/Button'
import { fill } from '../../ui/texts'
import { TEXT } from '../texts'
import styles from './Pager.module.css'

interface Props {
  total: number
  offset: number
  limit: number
  onChange: (offset: number) => void
}

export function Pager({ total, offset, limit, onChange }: Props) {
  if (total <= limit && offset === 0) return null
  const from = total === 0 ? 0 : offset + 1
  const to = Math.min(offset + limit, total)
  return (
    <nav className={styles.pager} aria-label={TEXT.pagesLabel}>
      <p className={styles.count} aria-live="polite">
        {fill(TEXT.showing, { from, to, total })}
      </p>
      <div className={styles.buttons}>
        <Button variant="secondary" disabled={offset === 0} onClick={() => onChange(Math.max(0, offset - limit))}>
          {TEXT.previous}
        </Button>
        <Button variant="secondary" disabled={offset + limit >= total} onClick={() => onChange(offset + limit)}>
          {TEXT.next}
        </Button>
      </div>
    </nav>
  )
}
