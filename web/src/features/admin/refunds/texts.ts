/** Texts of the Refunds admin screen (back office, English only).
 * Shared admin words (retry, loading, cancel) are in ../ui/texts. */
export const TEXT = {
  title: 'Refunds',
  subtitle: 'Money going back to devotees: cancellations, double payments and store returns',
  // Figures
  statsLabel: 'Refund figures',
  // Filters
  stateFilter: 'Status',
  searchLabel: 'Booking or order ID',
  searchPlaceholder: 'Exact ID, such as SO1A2B3C',
  clearFilters: 'Clear Filters',
  noRefunds: 'No refunds found',
  noRefundsYet: 'Refunds appear here when a paid booking or order is cancelled, paid twice or returned.',
  // Table
  caption: 'Refunds',
  refundId: 'Refund ID',
  record: 'Booking/Order',
  amount: 'Amount',
  reason: 'Reason',
  status: 'Status',
  created: 'Created',
  actions: 'Actions',
  updatedLine: 'Updated {date}',
  // Decisions
  approve: 'Approve refund',
  decline: 'Decline',
  approveOf: 'Approve refund {id}',
  declineOf: 'Decline refund {id}',
  approveTitle: 'Approve refund',
  approveMessage: 'Refund {amount} to the devotee for {record}? It is sent to the payment gateway at once.',
  declineTitle: 'Decline return',
  declineMessage: 'Decline the return of {record}? The devotee gets no refund of {amount}.',
  approved: 'Refund of {amount} for {record} approved: it is on its way to the devotee.',
  declined: 'Return of {record} declined.',
} as const

/** The state filter's choices, in the order shown. */
export const FILTER_LABELS = {
  all: 'All',
  awaiting: 'Awaiting approval',
  progress: 'In progress',
  credited: 'Credited',
  failed: 'Failed',
  declined: 'Declined',
} as const

/** A refund's state in words (QUEUED and PENDING both read "Initiated" to an admin). */
export const STATE_LABELS = {
  AWAITING_APPROVAL: 'Awaiting approval',
  QUEUED: 'Initiated',
  PENDING: 'Initiated',
  COMPLETED: 'Credited',
  FAILED: 'Failed',
  REJECTED: 'Declined',
} as const

/** Why the money goes back, in words. */
export const REASON_LABELS: Record<string, string> = {
  cancelled: 'Cancelled by the devotee',
  cancelled_by_admin: 'Cancelled by us',
  duplicate_payment: 'Paid twice',
  paid_after_cancel: 'Paid after cancelling',
  amount_mismatch: 'Charged a wrong amount',
  return: 'Return',
}

export const KIND_LABELS = {
  priest: 'Priest booking',
  temple: 'Temple booking',
  store: 'Store order',
} as const
