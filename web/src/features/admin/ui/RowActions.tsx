/** A table row's Edit and Delete icon buttons, named after the row ("Edit {name}"). */
import styles from './RowActions.module.css'

interface Props {
  editLabel: string
  deleteLabel: string
  onEdit: () => void
  onDelete: () => void
}

export function RowActions({ editLabel, deleteLabel, onEdit, onDelete }: Props) {
  return (
    <div className={styles.actions}>
      <button type="button" className={styles.action} onClick={onEdit} aria-label={editLabel}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M4 20h4L19 9l-4-4L4 16v4Z" />
        </svg>
      </button>
      <button type="button" className={`${styles.action} ${styles.danger}`} onClick={onDelete} aria-label={deleteLabel}>
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M5 7h14M10 7V4h4v3M7 7l1 13h8l1-13" />
        </svg>
      </button>
    </div>
  )
}
