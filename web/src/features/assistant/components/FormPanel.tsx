/** The open form's progress (the birth details for a Kundli, a puja booking...): each field
 * the server names, in the conversation's language, or Pending... until it is given. */
import { useEffect, useRef } from 'react'
import { useT } from '../../../i18n/context'
import type { Progress } from '../../../lib/assistantProtocol'
import styles from './FormPanel.module.css'

export function FormPanel({ progress }: { progress: Progress }) {
  const t = useT()
  const fields = useRef<HTMLDListElement>(null)
  // On a phone the panel shows two rows: the field being asked scrolls into them.
  useEffect(() => {
    const box = fields.current
    const asked = box?.querySelector<HTMLElement>(`.${styles.asking}`)
    if (!box || !asked) return
    const hidden = asked.offsetTop < box.scrollTop || asked.offsetTop + asked.offsetHeight > box.scrollTop + box.clientHeight
    if (hidden) box.scrollTop = asked.offsetTop
  }, [progress.asking])
  return (
    <section className={styles.panel} aria-labelledby="assistant-form-title">
      <div className={styles.heading}>
        <h3 id="assistant-form-title" className={styles.title}>
          {progress.title || t('assistant.birthTitle')}
        </h3>
        <span className={styles.step}>{t('assistant.birthStep', { step: progress.step, total: progress.total })}</span>
      </div>
      <dl ref={fields} className={styles.fields}>
        {progress.fields.map((field) => {
          const asking = progress.asking === field.name
          return (
            <div key={field.name} className={`${styles.field} ${asking ? styles.asking : ''}`}>
              <dt>
                {field.label}
                {asking && <span className="visually-hidden"> ({t('assistant.askingNow')})</span>}
              </dt>
              <dd className={field.value ? styles.value : styles.pending} title={field.value ?? undefined}>
                {field.value ?? t('assistant.pending')}
              </dd>
            </div>
          )
        })}
      </dl>
    </section>
  )
}
