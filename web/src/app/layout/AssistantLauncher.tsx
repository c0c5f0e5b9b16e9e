/** Opens the assistant from anywhere; its code (and framer-motion, speech) loads on first use. */
import { Suspense, createContext, lazy, useCallback, useContext, useMemo, useState, type ReactNode } from 'react'
import { useT } from '../../i18n/context'
import { withTexts } from '../../i18n/catalogue'
import { ChatIcon } from '../../components/icons'
import { PAYMENT_AREAS } from '../../components/payment/texts'
import styles from './AssistantLauncher.module.css'

// The assistant opens the payment dialog for what it books, wherever it was opened from.
const loadModal = () => withTexts(['assistant', ...PAYMENT_AREAS], () => import('../../features/assistant/AssistantModal'))
const AssistantModal = lazy(loadModal)

interface Assistant {
  isOpen: boolean
  open: () => void
  close: () => void
  preload: () => void
}

const AssistantContext = createContext<Assistant>({ isOpen: false, open: () => {}, close: () => {}, preload: () => {} })

export function useAssistant(): Assistant {
  return useContext(AssistantContext)
}

export function AssistantProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  const open = useCallback(() => {
    setMounted(true)
    setOpen(true)
  }, [])
  const close = useCallback(() => setOpen(false), [])
  const preload = useCallback(() => void loadModal().catch(() => undefined), [])
  const value = useMemo(() => ({ isOpen, open, close, preload }), [isOpen, open, close, preload])
  return (
    <AssistantContext.Provider value={value}>
      {children}
      {mounted && (
        <Suspense fallback={null}>
          <AssistantModal open={isOpen} onClose={close} />
        </Suspense>
      )}
    </AssistantContext.Provider>
  )
}

/** The round button: docked in the bottom bar on phones, beside the page on wide desktops. */
export function AssistantLauncher() {
  const t = useT()
  const assistant = useAssistant()
  if (assistant.isOpen) return null
  return (
    <button type="button" className={`${styles.fab} no-print`} onClick={assistant.open} onPointerEnter={assistant.preload} onFocus={assistant.preload} aria-label={t('layout.openAssistant')}>
      <ChatIcon size={26} />
    </button>
  )
}
