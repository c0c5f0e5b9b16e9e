/** Three pulsing dots while the assistant prepares a reply (still for reduced motion). */
import { useT } from '../../../i18n/context'
import styles from './MessageList.module.css'

export function TypingIndicator() {
  const t = useT()
  return (
    <div className={styles.typing} role="status">
      <span className={styles.dots} aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className="visually-hidden">{t('assistant.typing')}</span>
    </div>
  )
}
