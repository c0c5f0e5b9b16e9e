/** Download PDF: the receipt drawn by the server in the devotee's language; a refusal is said in words
 * (the one thing printing cannot stand in for is a server without its Devanagari font: then say Print). */
import { useState } from 'react'
import { Button } from '../../../components/Button'
import { Notice } from '../../../components/States'
import { useI18n } from '../../../i18n/context'
import { describeError } from '../../../i18n/errors'
import { ApiError } from '../../../lib/api'
import { downloadReceipt } from '../api'
import type { OrderEntry } from '../model'

const FONT_MISSING = 'receipt_font_missing'

export function PdfButton({ entry }: { entry: OrderEntry }) {
  const { t, language } = useI18n()
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState<ApiError>()
  const download = async () => {
    setBusy(true)
    setFailed(undefined)
    try {
      await downloadReceipt(entry.kind, entry.id, entry.shortId, language)
    } catch (problem) {
      setFailed(problem instanceof ApiError ? problem : new ApiError(0, 'network', String(problem)))
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <Button variant="secondary" onClick={download} busy={busy}>
        {t('orders.downloadPdf')}
      </Button>
      {failed && <Notice tone="error">{failed.code === FONT_MISSING ? t('orders.pdfUnavailable') : describeError(t, failed)}</Notice>}
    </>
  )
}
