/** Texts shared by every admin screen (English only) and their {placeholder} filler. */
import type { Messages } from '../../../i18n/en'
import { translator } from '../../../i18n/context'
import { fillText } from '../../../lib/limits'

export const TEXT = {
  loading: 'Loading...',
  retry: 'Try again',
  cancel: 'Cancel',
  close: 'Close',
  save: 'Save',
  saving: 'Saving...',
  delete: 'Delete',
  deleting: 'Deleting...',
  remove: 'Remove',
  uploadPicture: 'Upload picture',
  uploadingPicture: 'Uploading...',
  pictureHint: 'JPEG, PNG, WebP or a still GIF, up to {mb} MB. The first picture is the one shown on cards.',
  pictureOf: 'Picture {n} of {count}',
  moveEarlier: 'Move picture {n} earlier',
  moveLater: 'Move picture {n} later',
  removePicture: 'Remove picture {n}',
  noPicture: 'No picture yet.',
  confirm: 'Confirm',
  edit: 'Edit',
  view: 'View',
  add: 'Add',
  refresh: 'Refresh',
  refreshing: 'Refreshing...',
  search: 'Search',
  status: 'Status',
  all: 'All',
  actions: 'Actions',
  active: 'Active',
  inactive: 'Inactive',
  noResults: 'No results match your search.',
  showing: 'Showing {shown} of {total}',
  showingAtLeast: 'Showing {shown} of {total}+',
  loadMore: 'Load More',
  deleteConfirm: 'Are you sure you want to delete {name}?',
  removeAdminConfirm: 'Are you sure you want to remove {name} as temple admin?',
  confirmDeleteTitle: 'Confirm Delete',
  confirmRemoveTitle: 'Confirm Removal',
  listEmpty: 'Nothing added yet.',
  listDuplicate: '{value} is already in the list',
  listRequired: 'Enter a value to add',
  removeItem: 'Remove {value}',
  // The Hindi fields of the catalogue forms (pujas, temples, temple services, store products and categories).
  hindiSection: 'Hindi (shown to devotees who choose {hindi})',
  hindiWord: 'हिन्दी',
  hindiSectionHint: 'Optional. Left empty, a field shows its English to them.',
  networkError: 'We could not reach the server. Check your internet connection and try again.',
  serverError: 'Something went wrong on the server. Please try again in a moment.',
  slowDown: 'Too many attempts. Please wait {seconds} seconds and try again.',
  forbidden: 'You do not have permission to do this.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  fixFields: 'Please correct the highlighted fields.',
  statusPending: 'Pending',
  statusConfirmed: 'Confirmed',
  statusCompleted: 'Completed',
  statusCancelled: 'Cancelled',
  statusProcessing: 'Processing',
  statusShipped: 'Shipped',
  statusDelivered: 'Delivered',
  statusPaid: 'Paid',
  statusFailed: 'Failed',
  statusRefunded: 'Refunded',
  // Revenue's two figures, named alike on every screen and in the CSVs (api/admin/money.py).
  revenue: 'Revenue',
  moneyCollected: 'Money collected',
  moneyCollectedHint: 'Received, minus refunds',
  moneyEarned: 'Money earned',
  moneyEarnedHint: 'Of completed bookings and delivered orders',
  moneySplit: 'Bookings {bookings} + store {store}',
} as const

/** fill('Delete {name}?', {name: 'X'}) -> 'Delete X?'; a limit the server publishes fills its own slot
 * ({maxSlotCapacity}), its digits ungrouped as the server writes them in its messages. */
export function fill(text: string, vars: Record<string, string | number> = {}): string {
  return fillText(text, vars)
}

const english = translator('en')

/** A message of the devotees' common texts (the spec's validation messages), in English with the
 * limits it names filled in. */
export function commonText(name: keyof Messages['common']): string {
  return english(`common.${name}`)
}
