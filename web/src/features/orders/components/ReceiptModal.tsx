/** Download Receipt: the receipt on screen with Print (the receipt alone on paper) and the server's PDF. */
import { useEffect } from 'react'
import { createPortal } from 'react-dom'
import { Button } from '../../../components/Button'
import { Modal } from '../../../components/Modal'
import { useT } from '../../../i18n/context'
import { useSite } from '../../../lib/site'
import type { OrderEntry } from '../model'
import { PdfButton } from './PdfButton'
import { Receipt } from './Receipt'
import styles from './ReceiptModal.module.css'

/** While this class is on <body>, print CSS hides everything but the print copy of the receipt. */
const PRINTING = 'punya-printing-receipt'

export function ReceiptModal({ entry, templeName, onClose }: { entry: OrderEntry | undefined; templeName?: string; onClose: () => void }) {
  const t = useT()
  const site = useSite()
  const open = entry !== undefined

  useEffect(() => {
    if (!open) return
    document.body.classList.add(PRINTING)
    return () => document.body.classList.remove(PRINTING)
  }, [open])

  const footer = (
    <>
      <Button variant="secondary" onClick={onClose}>
        {t('common.close')}
      </Button>
      {entry && <PdfButton entry={entry} />}
      <Button onClick={() => window.print()}>{t('orders.print')}</Button>
    </>
  )
  return (
    <>
      <Modal open={open} title={entry ? t('orders.receiptTitle', { id: entry.shortId }) : ''} onClose={onClose} closeLabel={t('common.close')} footer={footer}>
        {entry && <Receipt entry={entry} site={site} templeName={templeName} />}
      </Modal>
      {entry &&
        createPortal(
          <div className={styles.printCopy} aria-hidden="true">
            <Receipt entry={entry} site={site} templeName={templeName} />
          </div>,
          document.body,
        )}
    </>
  )
}
