/** The dialog's title bar: title, the spoken-replies switch and the close button. */
import { useT } from '../../../i18n/context'
import { SpeakerIcon } from './voiceIcons'
import styles from './AssistantHeader.module.css'

interface Props {
  titleId: string
  muted: boolean
  onToggleMute: () => void
  onClose: () => void
}

export function AssistantHeader({ titleId, muted, onToggleMute, onClose }: Props) {
  const t = useT()
  return (
    <div className={styles.header}>
      <span className={styles.mark} aria-hidden="true">
        ॐ
      </span>
      <h2 id={titleId} className={styles.title}>
        {t('assistant.title')}
      </h2>
      <button type="button" className={styles.iconButton} aria-pressed={muted} aria-label={t('assistant.muteReplies')} title={t('assistant.muteReplies')} onClick={onToggleMute}>
        <SpeakerIcon muted={muted} />
      </button>
      <button type="button" className={styles.iconButton} aria-label={t('common.close')} onClick={onClose}>
        <span aria-hidden="true" className={styles.cross}>
          ×
        </span>
      </button>
    </div>
  )
}
