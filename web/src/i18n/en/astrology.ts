/** English texts: astrology. Keys are shared with ../hi/astrology.ts. */
export const astrology = {
  pageTitle: 'Astrology Consultation',
  comingSoon: 'Coming Soon',
  message: 'Personal consultations with our astrologers are coming soon. We are carefully choosing experienced jyotishis so that every reading is one you can trust.',
  kundliHint: 'Meanwhile, our spiritual assistant can already prepare your Kundli: tap the microphone at the top and say "I want my kundli".',
  gotIt: 'Got it',
} as const
