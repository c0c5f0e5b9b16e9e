/** English texts: slots (the date and time slot of a visit: the priest booking form, and Change date in My Orders). Keys are shared with ../hi/slots.ts. */
export const slots = {
  date: 'Date',
  time: 'Time Slot',
  chooseDateFirst: 'Choose a date first',
  chooseTime: 'Choose a time slot',
  loadingSlots: 'Loading time slots...',
  slotUnavailable: '{label} (not available)',
  slotFull: '{label} (Full)',
} as const
