/** An accessible dialog: focus moves in and back, Escape and the close button close it. Its motion
 * is CSS (no framer-motion), so the pages that use it stay light on a phone's first load. */
import { useId, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useDialogFocus } from './useDialogFocus'
import styles from './Modal.module.css'

interface Props {
  open: boolean
  title: ReactNode
  onClose: () => void
  children: ReactNode
  footer?: ReactNode
  size?: 'medium' | 'large'
  closeLabel?: string
}

export function Modal({ open, title, onClose, children, footer, size = 'medium', closeLabel = 'Close' }: Props) {
  const titleId = useId()
  const panel = useRef<HTMLDivElement>(null)
  useDialogFocus(open, panel, onClose)

  if (!open) return null
  return createPortal(
    <div className={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={`${styles.panel} ${size === 'large' ? styles.large : ''}`}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </div>,
    document.body,
  )
}
