/** Hindi texts: slots. */
import type { slots as en } from '../en/slots'

export const slots: Record<keyof typeof en, string> = {
  date: 'तारीख',
  time: 'समय',
  chooseDateFirst: 'पहले तारीख चुनें',
  chooseTime: 'समय चुनें',
  loadingSlots: 'समय लोड हो रहे हैं...',
  slotUnavailable: '{label} (उपलब्ध नहीं)',
  slotFull: '{label} (भरा हुआ)',
}
