/** The puja's photos: taken with the phone's camera (or chosen), checked and stored by the server, shown
 * as thumbnails; one added by mistake can be taken back until the puja is completed. */
import { useId, useRef, type ChangeEvent } from 'react'
import { Picture } from '../../../components/Picture'
import { useT } from '../../../i18n/context'
import { siteLimits } from '../../../lib/site'
import { addPhoto, removePhoto, type Visit } from '../api'
import styles from './PhotoPanel.module.css'

interface Props {
  visit: Visit
  editable: boolean
  run: <T>(name: string, step: () => Promise<T>) => Promise<T | undefined>
  busy: string | undefined
  onChanged: (visit: Visit) => void
}

export function PhotoPanel({ visit, editable, run, busy, onChanged }: Props) {
  const t = useT()
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const full = visit.photos.length >= visit.maxPhotos
  const types = siteLimits()?.pictureTypes?.join(',') || 'image/*'

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = '' // the same photo may be chosen again after a refusal
    if (!file) return
    const answer = await run('photo', () => addPhoto(visit.bookingId, file))
    if (answer) onChanged(answer)
  }
  const remove = async (url: string) => {
    const answer = await run('photo', () => removePhoto(visit.bookingId, url))
    if (answer) onChanged(answer)
  }

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className={styles.title}>
        {t('priest.photos')}
      </h4>
      {editable && <p className={styles.hint}>{t('priest.photosHint', { max: visit.maxPhotos })}</p>}
      {visit.photos.length > 0 && (
        <ul className={styles.list}>
          {visit.photos.map((url, index) => (
            <li key={url} className={styles.item}>
              <Picture src={url} alt={t('priest.photoOf', { n: index + 1 })} ratio={1} sizes="96px" className={styles.thumb} />
              {editable && (
                <button type="button" className={styles.remove} disabled={busy !== undefined} onClick={() => void remove(url)} aria-label={t('priest.removePhoto', { n: index + 1 })}>
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {editable && !full && (
        <>
          <input ref={input} id={`${id}-file`} className={styles.file} type="file" accept={types} capture="environment" onChange={(event) => void chosen(event)} disabled={busy !== undefined} />
          <label htmlFor={`${id}-file`} className={`${styles.add} ${busy === 'photo' ? styles.busy : ''}`} aria-disabled={busy !== undefined || undefined}>
            {busy === 'photo' && <span className={styles.spinner} aria-hidden="true" />}
            {t('priest.addPhoto')}
          </label>
        </>
      )}
    </section>
  )
}
