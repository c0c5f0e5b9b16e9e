/** The assistant's dialog: the shared Modal's principles (labelled dialog, focus in and back,
 * Escape, focus kept inside, reduced motion) with a chat layout: full screen on phones, sized
 * to what the keyboard leaves visible, and the spec's large width on wider screens. */
import { useRef, type CSSProperties, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { AnimatePresence, MotionConfig, motion } from 'framer-motion'
import { useDialogFocus } from '../../../components/useDialogFocus'
import { useViewportBox } from '../hooks/useViewportBox'
import styles from './AssistantDialog.module.css'

interface Props {
  open: boolean
  titleId: string
  onClose: () => void
  children: ReactNode
}

export function AssistantDialog({ open, titleId, onClose, children }: Props) {
  const panel = useRef<HTMLDivElement>(null)
  useDialogFocus(open, panel, onClose)
  const box = useViewportBox(open)
  const placement = box ? ({ '--visible-top': `${box.top}px`, '--visible-height': `${box.height}px` } as CSSProperties) : undefined

  return createPortal(
    <MotionConfig reducedMotion="user">
      <AnimatePresence>
        {open && (
          <motion.div
            className={styles.backdrop}
            style={placement}
            initial={{ opacity: 0 }}
            animate={{ opacity: 1 }}
            exit={{ opacity: 0 }}
            onMouseDown={(event) => event.target === event.currentTarget && onClose()}
          >
            <motion.div
              ref={panel}
              role="dialog"
              aria-modal="true"
              aria-labelledby={titleId}
              tabIndex={-1}
              className={styles.panel}
              initial={{ y: 40, opacity: 0 }}
              animate={{ y: 0, opacity: 1 }}
              exit={{ y: 40, opacity: 0 }}
              transition={{ type: 'spring', damping: 30, stiffness: 320 }}
            >
              {children}
            </motion.div>
          </motion.div>
        )}
      </AnimatePresence>
    </MotionConfig>,
    document.body,
  )
}
