/** What a screen gives the payment dialog, and what it gets back. */

export type PaymentMethod = 'cod' | 'online'
export type PaymentKind = 'priest' | 'temple' | 'store'

export interface PaymentRecord {
  /** The booking or order id (PB..., TB..., SO...). */
  id: string
  /** The amount the server stored, in rupees. */
  amount: number
}

export interface PaymentSuccess {
  method: PaymentMethod
  record: PaymentRecord
  /** TXN_... for online payments, COD_ORDER for cash on delivery. */
  transactionId: string
  /** The record's status once paid, as the server says (an admin may have confirmed it
   * meanwhile); absent when not known: the status it was created with stands. */
  recordStatus?: string
}

export interface PaymentDialogProps {
  open: boolean
  kind: PaymentKind
  /** Shown before the record exists (the server's amount replaces it once created). */
  amount: number
  customer: { name: string; phone: string; email?: string }
  /**
   * Creates the booking or order with the chosen method (the store needs it on the order).
   * Retrying the same details must not create a second record (the outbox reuses its key).
   */
  createRecord: (method: PaymentMethod) => Promise<PaymentRecord>
  onClose: () => void
  onPaid: (success: PaymentSuccess) => void
  /** Optional: told the reason 2 s after a payment fails (spec "Dialog timing"). */
  onFailed?: (reason: string) => void
  /**
   * Optional: the useDraft key of the form behind the dialog. When the pay page has to open in
   * this window (popup blocked), the result page clears that draft once the payment succeeds.
   */
  draftKey?: string
}
