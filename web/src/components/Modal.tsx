/** An accessible dialog: focus moves in and back, Escape and the close button close it. */
import { useId, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { AnimatePresence, MotionConfig, motion } from 'framer-motion'
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

  return createPortal(
    <MotionConfig reducedMotion="user">
      <AnimatePresence>
        {open && (
          <motion.div className={styles.backdrop} initial={{ opacity: 0 }} animate={{ opacity: 1 }} exit={{ opacity: 0 }} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
            <motion.div
              ref={panel}
              role="dialog"
              aria-modal="true"
              aria-labelledby={titleId}
              tabIndex={-1}
              className={`${styles.panel} ${size === 'large' ? styles.large : ''}`}
              initial={{ y: 40, opacity: 0 }}
              animate={{ y: 0, opacity: 1 }}
              exit={{ y: 40, opacity: 0 }}
              transition={{ type: 'spring', damping: 30, stiffness: 320 }}
            >
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
            </motion.div>
          </motion.div>
        )}
      </AnimatePresence>
    </MotionConfig>,
    document.body,
  )
}
