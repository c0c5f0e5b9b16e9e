/** Birth-detail collection progress for the Kundli: each detail, or Pending... until given. */
import { useT } from '../../../i18n/context'
import type { MessageKey } from '../../../i18n/context'
import type { BirthField, BirthProgress } from '../../../lib/assistantProtocol'
import { BIRTH_FIELDS } from '../conversation'
import styles from './BirthPanel.module.css'

const LABELS: Record<BirthField, MessageKey> = {
  name: 'assistant.fieldName',
  dateOfBirth: 'assistant.fieldDateOfBirth',
  timeOfBirth: 'assistant.fieldTimeOfBirth',
  placeOfBirth: 'assistant.fieldPlaceOfBirth',
}

export function BirthPanel({ progress }: { progress: BirthProgress }) {
  const t = useT()
  return (
    <section className={styles.panel} aria-labelledby="assistant-birth-title">
      <div className={styles.heading}>
        <h3 id="assistant-birth-title" className={styles.title}>
          {t('assistant.birthTitle')}
        </h3>
        <span className={styles.step}>{t('assistant.birthStep', { step: progress.step, total: progress.total })}</span>
      </div>
      <dl className={styles.fields}>
        {BIRTH_FIELDS.map((field) => {
          const value = progress.collected[field]
          const asking = progress.asking === field
          return (
            <div key={field} className={`${styles.field} ${asking ? styles.asking : ''}`}>
              <dt>
                {t(LABELS[field])}
                {asking && <span className="visually-hidden"> ({t('assistant.askingNow')})</span>}
              </dt>
              <dd className={value ? styles.value : styles.pending}>{value ?? t('assistant.pending')}</dd>
            </div>
          )
        })}
      </dl>
    </section>
  )
}
