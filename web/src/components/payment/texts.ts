/** The text areas the payment dialog shows: its own, and the one-time code's (a store order paid in
 * cash asks for the phone's code). Routes and dialogs that show it load both. */
import type { Area } from '../../i18n/en'

export const PAYMENT_AREAS: Area[] = ['payment', 'verify']
