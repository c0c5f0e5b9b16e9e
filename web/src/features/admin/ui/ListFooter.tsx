/** Under a list: "Showing X of Y" and Load More while more rows match. */
import { Button } from '../../../components/Button'
import { fill, TEXT } from './texts'
import styles from './ListFooter.module.css'

export function ListFooter({ shown, total, loading, onMore }: { shown: number; total: number; loading: boolean; onMore: () => void }) {
  if (total === 0) return null
  return (
    <div className={styles.footer}>
      <p className={styles.count} aria-live="polite">
        {fill(TEXT.showing, { shown, total })}
      </p>
      {shown < total && (
        <Button variant="secondary" onClick={onMore} busy={loading}>
          {TEXT.loadMore}
        </Button>
      )}
    </div>
  )
}
