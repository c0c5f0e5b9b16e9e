/** Rate a completed booking or a delivered order: 1 to 5 stars (a radio group), an optional comment,
 * then the rating (once per record; the server refuses a second one and says so). */
import { useState } from 'react'
import { Button } from '../../../components/Button'
import { TextArea } from '../../../components/Field'
import { Modal } from '../../../components/Modal'
import { Notice } from '../../../components/States'
import { useT } from '../../../i18n/context'
import { ApiError } from '../../../lib/api'
import { siteLimits } from '../../../lib/site'
import { rateRecord, type RecordResult } from '../api'
import type { OrderEntry } from '../model'
import { describeRefusal, inOurWords } from '../serverTexts'
import { StarPicker } from './StarPicker'

interface Props {
  entry: OrderEntry | undefined
  onRated: (result: RecordResult) => void
  onClose: () => void
}

/** The server's bounds (GET /api/site); the web keeps no copy of its own. */
function bounds() {
  const limits = siteLimits()
  return { min: limits?.minStars ?? 1, max: limits?.maxStars ?? 5, chars: limits?.maxReviewChars }
}

export function RateDialog({ entry, onRated, onClose }: Props) {
  const t = useT()
  const [stars, setStars] = useState<number>()
  const [comment, setComment] = useState('')
  const [busy, setBusy] = useState(false)
  const [starsError, setStarsError] = useState<string>()
  const [commentError, setCommentError] = useState<string>()
  const [error, setError] = useState<string>()
  const { min, max, chars } = bounds()

  const reset = () => {
    setStars(undefined)
    setComment('')
    setStarsError(undefined)
    setCommentError(undefined)
    setError(undefined)
  }
  const close = () => {
    if (busy) return
    reset()
    onClose()
  }
  const submit = async () => {
    if (!entry) return
    if (stars === undefined) {
      setStarsError(t('orders.rateChoose'))
      return
    }
    setBusy(true)
    setError(undefined)
    try {
      const result = await rateRecord(entry.kind, entry.id, stars, comment.trim())
      reset()
      onRated(result)
    } catch (failure) {
      // A refusal about a field is said at the field; anything else under the form.
      const fields = failure instanceof ApiError ? failure.fields : {}
      if (fields.stars) setStarsError(inOurWords(t, fields.stars))
      else if (fields.comment) setCommentError(failure instanceof ApiError && failure.code === 'comment_too_long' ? t('orders.rateCommentLong', { max: chars ?? '' }) : fields.comment)
      else setError(describeRefusal(t, failure))
    } finally {
      setBusy(false)
    }
  }

  const footer = (
    <>
      <Button variant="secondary" onClick={close} disabled={busy}>
        {t('orders.rateLater')}
      </Button>
      <Button onClick={() => void submit()} busy={busy}>
        {t('orders.rateSubmit')}
      </Button>
    </>
  )
  return (
    <Modal open={entry !== undefined} title={entry ? t('orders.rateTitle', { id: entry.id }) : ''} onClose={close} closeLabel={t('common.close')} footer={footer}>
      {entry && (
        <>
          <p>{t('orders.rateIntro', { what: entry.title })}</p>
          <StarPicker
            legend={t('orders.rateStars')}
            value={stars}
            min={min}
            max={max}
            error={starsError}
            onChange={(value) => {
              setStars(value)
              setStarsError(undefined)
            }}
          />
          <TextArea
            label={t('orders.rateComment')}
            value={comment}
            maxLength={chars}
            rows={4}
            error={commentError}
            hint={chars ? t('orders.rateCommentCount', { count: comment.length, max: chars }) : undefined}
            onChange={(event) => {
              setComment(chars ? event.target.value.slice(0, chars) : event.target.value)
              setCommentError(undefined)
            }}
          />
          {error && <Notice tone="error">{error}</Notice>}
        </>
      )}
    </Modal>
  )
}
