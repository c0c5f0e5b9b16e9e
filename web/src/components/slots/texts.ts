/** The text area the date and slot fields show; routes and dialogs that show them load it. */
import type { Area } from '../../i18n/en'

export const SLOT_AREAS: Area[] = ['slots']
