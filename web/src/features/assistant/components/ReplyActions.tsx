/** The buttons under a reply: a screen to open, a suggestion to send, a payment to make, or
 * the devotee's location to share. Suggestions are offered only under the newest reply. */
import type { Action } from '../../../lib/assistantProtocol'
import styles from './ReplyActions.module.css'

interface Props {
  actions: Action[]
  live: boolean
  onAction: (action: Action) => void
  label: string
}

export function ReplyActions({ actions, live, onAction, label }: Props) {
  const shown = actions.filter((action) => live || action.type !== 'say')
  if (shown.length === 0) return null
  return (
    <ul className={styles.actions} aria-label={label}>
      {shown.map((action, index) => (
        <li key={`${action.type}-${index}`}>
          <button
            type="button"
            className={`${styles.action} ${action.type === 'say' ? styles.chip : styles.button} ${action.type === 'pay' ? styles.primary : ''}`}
            onClick={() => onAction(action)}
            disabled={!live && action.type === 'share_location'}
          >
            {action.label}
          </button>
        </li>
      ))}
    </ul>
  )
}
