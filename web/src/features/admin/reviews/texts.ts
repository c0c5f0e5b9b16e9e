/** Texts of the Reviews admin screen (back office, English only).
 * Shared admin words (retry, loading) are in ../ui/texts. */
export const TEXT = {
  title: 'Reviews',
  subtitle: "Devotees' ratings of completed bookings and delivered orders. A hidden review counts in no average.",
  subtitleTemple: "Devotees' ratings of your temple's completed bookings. A hidden review counts in no average.",
  kindFilter: 'Kind',
  visibilityFilter: 'Visibility',
  clearFilters: 'Clear Filters',
  noReviews: 'No reviews found',
  noReviewsYet: 'Reviews appear here once devotees rate their completed bookings and delivered orders.',
  caption: 'Reviews',
  rating: 'Rating',
  comment: 'Comment',
  about: 'Booking/Order',
  customer: 'Devotee',
  created: 'Written',
  visibility: 'Visibility',
  actions: 'Actions',
  stars: '{stars} of {maxStars} stars',
  noComment: 'No comment',
  shown: 'Shown',
  hidden: 'Hidden',
  hide: 'Hide',
  show: 'Show',
  hideOf: 'Hide review {id}',
  showOf: 'Show review {id}',
  hiddenDone: 'Review {id} hidden: it no longer counts in the average.',
  shownDone: 'Review {id} shown again: it counts in the average.',
} as const

export const KIND_LABELS = {
  all: 'All',
  priest: 'Priest booking',
  temple: 'Temple booking',
  store: 'Store order',
} as const

export const VISIBILITY_LABELS = {
  all: 'All',
  shown: 'Shown',
  hidden: 'Hidden',
} as const
