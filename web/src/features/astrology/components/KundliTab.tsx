/** The Kundli tab: birth details (kept on this device as they are typed), then the chart in the
 * devotee's language (made again when they switch). A link from the assistant carries the
 * details it collected and makes the chart at once. */
import { useState, type FormEvent } from 'react'
import { useShownWhenReady } from '../useShownWhenReady'
import { useSearchParams } from 'react-router-dom'
import { Button } from '../../../components/Button'
import { ErrorState, Notice } from '../../../components/States'
import { useI18n } from '../../../i18n/context'
import { describeError } from '../../../i18n/errors'
import { ApiError } from '../../../lib/api'
import { useDraft } from '../../../lib/useDraft'
import { useRequest } from '../../../lib/useRequest'
import { kundliPdf, makeKundli } from '../api'
import { EMPTY_BIRTH, birthFromParams, fieldErrors, missing, type Birth, type BirthField } from '../birth'
import { BirthForm } from './BirthForm'
import { KundliView } from './KundliView'
import styles from './tabs.module.css'

export function KundliTab() {
  const { t, language } = useI18n()
  const [params] = useSearchParams()
  const [draft, setDraft] = useDraft<Birth>('astrology.kundli', EMPTY_BIRTH)
  // Details a link brought show (and are charted) until the devotee edits them.
  const [linked, setLinked] = useState(() => birthFromParams(params))
  const birth = linked ?? draft
  const [asked, setAsked] = useState<Birth | null>(linked)
  const [required, setRequired] = useState<Partial<Record<BirthField, string>>>({})
  const [pdf, setPdf] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null })
  const chart = useRequest((signal) => (asked ? makeKundli(asked, language, signal) : Promise.resolve(null)), [asked])

  const refused = chart.error instanceof ApiError ? chart.error : null
  const atFields = refused && !chart.loading ? fieldErrors(refused.fields) : {}
  const errors = { ...atFields, ...required }
  const failure = chart.error && !Object.keys(atFields).length ? describeError(t, chart.error) : null
  const report = asked && !chart.error ? chart.data : null
  const shown = useShownWhenReady(report)

  const edit = (next: Birth) => {
    setLinked(null)
    setDraft(next)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const empty = missing(birth)
    setRequired(Object.fromEntries(empty.map((field) => [field, t('astrology.required')])))
    if (empty.length) return
    // The same details again still ask again (the server's answer may have changed: a new day's transits).
    setAsked({ ...birth })
  }

  const download = async () => {
    if (!asked) return
    setPdf({ busy: true, error: null })
    try {
      const blob = await kundliPdf(asked, language)
      const url = URL.createObjectURL(blob)
      const link = document.createElement('a')
      link.href = url
      // A name written only in Devanagari leaves no ASCII letters: fall back to "report".
      const slug = asked.name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '').toLowerCase()
      link.download = `kundli-${slug || 'report'}.pdf`
      link.click()
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000)
      setPdf({ busy: false, error: null })
    } catch (error) {
      setPdf({ busy: false, error: describeError(t, error) })
    }
  }

  return (
    <div className={styles.tab}>
      {linked && <Notice>{t('astrology.fromAssistant')}</Notice>}
      <form className={styles.form} onSubmit={submit} noValidate>
        <BirthForm birth={birth} onChange={edit} errors={errors} suggestions={refused?.suggestions ?? []} idPrefix="kundli" />
        <Button type="submit" busy={Boolean(asked) && chart.loading} block>
          {t('astrology.makeKundli')}
        </Button>
      </form>
      {failure && <ErrorState message={failure} onRetry={chart.reload} retryLabel={t('common.retry')} />}
      <div ref={shown}>{report && <KundliView report={report} onDownload={() => void download()} downloading={pdf.busy} downloadError={pdf.error} />}</div>
    </div>
  )
}
