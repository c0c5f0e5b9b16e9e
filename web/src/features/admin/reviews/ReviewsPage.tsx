/** Reviews (/admin/reviews): devotees' ratings, newest first, filtered by kind and visibility, with
 * Hide / Show. A super admin sees every review; a temple admin its own temple's booking reviews. */
import { useState } from 'react'
import { Notice } from '../../../components/States'
import { can, isSuperAdmin, useAdminSession } from '../shell/session'
import { ListPage } from '../ui/ListPage'
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
  const clear = () => {
    setKind('all')
    setVisibility('all')
  }

  return (
    <div>
      <ListPage
        title={TEXT.title}
        subtitle={everyKind ? TEXT.subtitle : TEXT.subtitleTemple}
        toolbar={<ReviewFilters kind={kind} visibility={visibility} showKind={everyKind} onKind={setKind} onVisibility={setVisibility} />}
        notices={
          <>
            {visibilityChange.done && <Notice tone="success">{visibilityChange.done}</Notice>}
            {visibilityChange.error && <Notice tone="error">{visibilityChange.error}</Notice>}
          </>
        }
        list={reviews}
        emptyTitle={TEXT.noReviews}
        emptyHint={reviews.filtered ? undefined : TEXT.noReviewsYet}
        clear={reviews.filtered ? { label: TEXT.clearFilters, onClick: clear } : undefined}
      >
        {(rows) => <ReviewsTable reviews={rows} moderates={moderates} busyId={visibilityChange.busyId} onToggle={(review) => void visibilityChange.toggle(review)} />}
      </ListPage>
    </div>
  )
}
