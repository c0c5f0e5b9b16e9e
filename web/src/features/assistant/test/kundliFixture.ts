/** A real chart from kundli_service: the Astrology screen's fixture (Asha, 15 May 1990, 14:30,
 * Pune), which a server test keeps equal to what the service answers; typed as a reply frame
 * carries it. */
import type { KundliReport } from '../../../lib/assistantProtocol'
import KUNDLI from '../../astrology/test/kundli-en.json'

export const kundliFixture: KundliReport = KUNDLI
