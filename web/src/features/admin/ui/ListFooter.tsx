/** Under a list: "Showing X of Y" ("of 100+" when the server stopped counting) and Load More while
 * more rows follow. */
import { Button } from '../../../components/Button'
import { fill, TEXT } from './texts'
import styles from './ListFooter.module.css'

interface Props {
  shown: number
  total: number
  /** False when the total is only a floor (a search counted up to a cap). */
  totalExact?: boolean
  /** Whether more rows follow (Load More shows). */
  more: boolean
  loading: boolean
  onMore: () => void
}

const count = (value: number) => value.toLocaleString('en-IN')

export function ListFooter({ shown, total, totalExact = true, more, loading, onMore }: Props) {
  if (shown === 0 && total === 0) return null
  const words = { shown: count(shown), total: count(total) }
  return (
    <div className={styles.footer}>
      <p className={styles.count} aria-live="polite">
        {fill(totalExact ? TEXT.showing : TEXT.showingAtLeast, words)}
      </p>
      {more && (
        <Button variant="secondary" onClick={onMore} busy={loading}>
          {TEXT.loadMore}
        </Button>
      )}
    </div>
  )
}
