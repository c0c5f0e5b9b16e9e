/** Pictures of a record in an admin form: upload (the server checks and re-encodes), preview, reorder and
 * remove. The server's refusal ("images must be a still picture...") is shown at the field. */
import { useId, useRef, useState, type ChangeEvent } from 'react'
import { Button } from '../../../components/Button'
import { Picture } from '../../../components/Picture'
import { api } from '../../../lib/api'
import { siteLimits } from '../../../lib/site'
import type { Schema } from '../../../lib/wire'
import { describeAdminError } from './errors'
import { TEXT, fill } from './texts'
import styles from './PictureUpload.module.css'

export type UploadedPicture = Schema<'UploadedPicture'>

interface Props {
  label: string
  /** The server's upload route for this kind of record, e.g. /api/admin/media/products. */
  uploadPath: string
  pictures: readonly string[]
  onChange: (pictures: string[]) => void
  /** One picture (a puja's image) or a list (a product's images, a temple's photos). */
  max: number
  /** The form's or the server's message for this field. */
  error?: string
}

export function PictureUpload({ label, uploadPath, pictures, onChange, max, error }: Props) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string>()
  const shown = problem ?? error
  const limits = siteLimits()

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = '' // the same file may be chosen again after a refusal
    if (!file) return
    setBusy(true)
    setProblem(undefined)
    try {
      const uploaded = await api.upload<UploadedPicture>(uploadPath, file)
      const rest = pictures.filter((url) => url !== uploaded.url)
      onChange(max === 1 ? [uploaded.url] : [...rest, uploaded.url].slice(0, max))
    } catch (failure) {
      setProblem(describeAdminError(failure))
    } finally {
      setBusy(false)
    }
  }
  const move = (from: number, to: number) => {
    const next = [...pictures]
    const [moved] = next.splice(from, 1)
    next.splice(to, 0, moved)
    onChange(next)
  }
  const full = pictures.length >= max && max > 1

  return (
    <div className={styles.field} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      {pictures.length === 0 ? (
        <p className={styles.empty}>{TEXT.noPicture}</p>
      ) : (
        <ul className={styles.list}>
          {pictures.map((url, index) => {
            const n = index + 1
            return (
              <li key={url} className={styles.item}>
                <Picture src={url} alt={fill(TEXT.pictureOf, { n, count: pictures.length })} ratio={1} sizes="96px" className={styles.preview} />
                <div className={styles.actions}>
                  {pictures.length > 1 && (
                    <>
                      <Button variant="quiet" disabled={index === 0} aria-label={fill(TEXT.moveEarlier, { n })} onClick={() => move(index, index - 1)}>
                        ↑
                      </Button>
                      <Button variant="quiet" disabled={index === pictures.length - 1} aria-label={fill(TEXT.moveLater, { n })} onClick={() => move(index, index + 1)}>
                        ↓
                      </Button>
                    </>
                  )}
                  <Button variant="quiet" aria-label={fill(TEXT.removePicture, { n })} onClick={() => onChange(pictures.filter((_, i) => i !== index))}>
                    {TEXT.remove}
                  </Button>
                </div>
              </li>
            )
          })}
        </ul>
      )}
      <input
        ref={input}
        id={id}
        type="file"
        className={styles.file}
        accept={limits?.pictureTypes.join(',') ?? 'image/*'}
        aria-invalid={shown ? true : undefined}
        aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
        onChange={(event) => void choose(event)}
        disabled={busy || full}
        aria-label={`${TEXT.uploadPicture} (${label})`}
        tabIndex={-1}
      />
      <Button variant="secondary" className={styles.upload} disabled={full} busy={busy} onClick={() => input.current?.click()}>
        {busy ? TEXT.uploadingPicture : TEXT.uploadPicture}
      </Button>
      <p id={`${id}-hint`} className={styles.hint}>
        {fill(TEXT.pictureHint, { mb: Math.round((limits?.maxPictureBytes ?? 0) / (1024 * 1024)) || 10 })}
      </p>
      {shown && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {shown}
        </p>
      )}
    </div>
  )
}
