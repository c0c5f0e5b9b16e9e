/** The Reviews screen's data: the list for the chosen filters (keyset pages, Load More), and hiding
 * or showing one review with a line saying what happened. */
import { useState } from 'react'
import { ApiError } from '../../../../lib/api'
import { useAdminAction } from '../../shell/useAdminRequest'
import { describeAdminError } from '../../ui/errors'
import { useKeysetList } from '../../ui/hooks/useKeysetList'
import { fill } from '../../ui/texts'
import { reviewsApi, type Review, type ReviewKind, type ReviewListing } from '../api'
import { TEXT } from '../texts'

export const PAGE_SIZE = 25

export type KindFilter = ReviewKind | 'all'
export type VisibilityFilter = 'all' | 'shown' | 'hidden'

export function useReviews(kind: KindFilter, visibility: VisibilityFilter) {
  const list = useKeysetList<Review, ReviewListing>(
    (page, signal) => reviewsApi.list({ kind: kind === 'all' ? undefined : kind, hidden: visibility === 'all' ? undefined : visibility === 'hidden', ...page }, signal),
    [kind, visibility],
    PAGE_SIZE,
  )
  return { ...list, filtered: kind !== 'all' || visibility !== 'all' }
}

/** Hide or show a review; a refusal (hidden or shown elsewhere meanwhile) reloads the list too. */
export function useVisibility(onChanged: () => void) {
  const { run } = useAdminAction()
  const [busyId, setBusyId] = useState<string>()
  const [done, setDone] = useState<string>()
  const [error, setError] = useState<string>()
  const toggle = async (review: Review) => {
    setBusyId(review.id)
    setDone(undefined)
    setError(undefined)
    try {
      const changed = await run(() => reviewsApi.setHidden(review.id, !review.hidden))
      setDone(fill(changed.hidden ? TEXT.hiddenDone : TEXT.shownDone, { id: review.id }))
    } catch (failure) {
      if (!(failure instanceof ApiError && failure.status === 401)) setError(describeAdminError(failure))
    } finally {
      setBusyId(undefined)
      onChanged()
    }
  }
  return { toggle, busyId, done, error }
}
