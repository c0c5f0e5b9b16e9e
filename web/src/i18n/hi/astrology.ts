/** Hindi texts: astrology. */
import type { astrology as en } from '../en/astrology'

export const astrology: Record<keyof typeof en, string> = {
  pageTitle: 'ज्योतिष परामर्श',
  comingSoon: 'जल्द आ रहा है',
  message: 'हमारे ज्योतिषियों से व्यक्तिगत परामर्श जल्द ही शुरू होगा। हम अनुभवी ज्योतिषाचार्यों को सावधानी से चुन रहे हैं, ताकि हर परामर्श पर आप भरोसा कर सकें।',
  kundliHint: 'तब तक हमारा आध्यात्मिक सहायक आपकी कुंडली बना सकता है: ऊपर माइक्रोफ़ोन दबाएँ और कहें "मुझे अपनी कुंडली चाहिए"।',
  gotIt: 'ठीक है',
}
