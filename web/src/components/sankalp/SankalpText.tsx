/** A booking's sankalp in one line, in the language shown ("Kashyap gotra, Rohini nakshatra,
 * for Ramesh, Sita Sharma"); `english` for the back office, which is English only. */
import { translator, useI18n } from '../../i18n/context'
import { useSite } from '../../lib/site'
import { describeSankalp, type SankalpRead } from './sankalp'

export function SankalpText({ sankalp, english = false }: { sankalp: SankalpRead; english?: boolean }) {
  const { t, language } = useI18n()
  const choices = useSite()?.sankalp
  const hindi = language === 'hi' && !english
  return <>{describeSankalp(sankalp, english ? translator('en') : t, hindi, choices)}</>
}
