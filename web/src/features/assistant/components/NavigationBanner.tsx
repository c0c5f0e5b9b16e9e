/** Where a reply is taking the devotee, with a way to stay (or to go, when it waited for
 * them to finish typing). */
import { useT } from '../../../i18n/context'
import type { Navigation } from '../conversation'
import styles from './NavigationBanner.module.css'

interface Props {
  navigation: Navigation
  held: boolean
  onGo: () => void
  onStay: () => void
}

export function NavigationBanner({ navigation, held, onGo, onStay }: Props) {
  const t = useT()
  return (
    <div className={styles.banner} role="status">
      <p className={styles.text}>{held ? t('assistant.heldForTyping') : navigation.text}</p>
      <div className={styles.buttons}>
        <button type="button" className={styles.stay} onClick={onStay}>
          {t('assistant.stayHere')}
        </button>
        <button type="button" className={styles.go} onClick={onGo}>
          {t('assistant.goNow')}
        </button>
      </div>
    </div>
  )
}
