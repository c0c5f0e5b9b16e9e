/** Reviews (/admin/reviews): devotees' ratings, newest first, filtered by kind and visibility, with
 * Hide / Show. A super admin sees every review; a temple admin its own temple's booking reviews. */
import { useState } from 'react'
import { Button } from '../../../components/Button'
import { EmptyState, ErrorState, Notice, Spinner } from '../../../components/States'
import { can, isSuperAdmin, useAdminSession } from '../shell/session'
import { PageHeader } from '../ui/PageHeader'
import { describeAdminError } from '../ui/errors'
import { ListFooter } from '../ui/ListFooter'
import { TEXT as UI } from '../ui/texts'
import { ReviewFilters } from './components/ReviewFilters'
import { ReviewsTable } from './components/ReviewsTable'
import { useReviews, useVisibility, type KindFilter, type VisibilityFilter } from './hooks/useReviews'
import { TEXT } from './texts'

export default function ReviewsPage() {
  const { user } = useAdminSession()
  const everyKind = isSuperAdmin(user)
  // Hiding a temple booking's review is part of managing the temple's bookings (as on the server).
  const moderates = everyKind || can(user, 'manageBookings')
  const [kind, setKind] = useState<KindFilter>('all')
  const [visibility, setVisibility] = useState<VisibilityFilter>('all')
  const reviews = useReviews(kind, visibility)
  const visibilityChange = useVisibility(reviews.reload)
  const rows = reviews.data?.items ?? []
  const clear = () => {
    setKind('all')
    setVisibility('all')
  }

  return (
    <div>
      <PageHeader title={TEXT.title} subtitle={everyKind ? TEXT.subtitle : TEXT.subtitleTemple} />
      <ReviewFilters kind={kind} visibility={visibility} showKind={everyKind} onKind={setKind} onVisibility={setVisibility} />
      {visibilityChange.done && <Notice tone="success">{visibilityChange.done}</Notice>}
      {visibilityChange.error && <Notice tone="error">{visibilityChange.error}</Notice>}
      {reviews.error && <ErrorState message={describeAdminError(reviews.error)} onRetry={reviews.reload} retryLabel={UI.retry} />}
      {!reviews.data && reviews.loading && <Spinner label={UI.loading} />}
      {reviews.data && rows.length === 0 && (
        <EmptyState title={TEXT.noReviews}>
          {reviews.filtered ? (
            <Button variant="secondary" onClick={clear}>
              {TEXT.clearFilters}
            </Button>
          ) : (
            <p>{TEXT.noReviewsYet}</p>
          )}
        </EmptyState>
      )}
      {rows.length > 0 && <ReviewsTable reviews={rows} moderates={moderates} busyId={visibilityChange.busyId} onToggle={(review) => void visibilityChange.toggle(review)} />}
      {reviews.data && rows.length > 0 && (
        <ListFooter shown={rows.length} total={reviews.data.total} totalExact={reviews.data.totalExact} more={Boolean(reviews.data.nextCursor)} loading={reviews.loadingMore} onMore={reviews.loadMore} />
      )}
    </div>
  )
}
