/** One booking the priest holds: when and where (a map link), the family (their phone from the hour the
 * server sends it), what they asked for and keep ready, the money, and the steps the server allows now. */
import { useState } from 'react'
import { Button } from '../../../components/Button'
import { ListDetails } from '../../../components/ListDetails'
import { Notice } from '../../../components/States'
import { useI18n, type MessageKey } from '../../../i18n/context'
import { formatINR } from '../../../lib/format'
import { decline, STEP_OF, takeStep, type Visit, type VisitStatus } from '../api'
import { useStep } from '../hooks/useStep'
import { dayLabel, whenLabel } from '../when'
import { PhotoPanel } from './PhotoPanel'
import styles from './VisitCard.module.css'
import { SankalpText } from '../../../components/sankalp/SankalpText'

const STATUS: Record<VisitStatus, { key: MessageKey; tone: string }> = {
  offered: { key: 'priest.statusOffered', tone: styles.offered },
  accepted: { key: 'priest.statusAccepted', tone: styles.accepted },
  started: { key: 'priest.statusStarted', tone: styles.started },
  completed: { key: 'priest.statusCompleted', tone: styles.completed },
  // Never on the priest's list (a pass takes the booking off it), but named all the same.
  declined: { key: 'priest.statusDeclined', tone: styles.completed },
  lapsed: { key: 'priest.statusLapsed', tone: styles.completed },
}

interface Props {
  visit: Visit
  today: string
  /** The server's answer to a step; null once the booking is no longer the priest's. */
  onChanged: (visit: Visit | null) => void
  onRefused: () => void
}

export function VisitCard({ visit, today, onChanged, onRefused }: Props) {
  const { t, language } = useI18n()
  const { busy, problem, run } = useStep(visit.maxPhotos, onRefused)
  const [declining, setDeclining] = useState(false)
  const status = STATUS[visit.visitStatus]
  const can = (status: VisitStatus) => visit.moves.includes(status)
  const headingId = `visit-${visit.bookingId}`

  const step = async (status: VisitStatus) => {
    const name = STEP_OF[status]
    if (!name) return
    const answer = await run(name, () => takeStep(visit.bookingId, name))
    if (answer) onChanged(answer)
  }
  const declineIt = async () => {
    const answer = await run('decline', () => decline(visit.bookingId))
    setDeclining(false)
    if (answer) onChanged(null)
  }

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.top}>
        <span className={`${styles.badge} ${status.tone}`}>{t(status.key)}</span>
        <span className={styles.id}>{visit.shortId}</span>
      </div>
      <h3 id={headingId} className={styles.title}>
        {visit.puja}
      </h3>
      <p className={styles.when}>
        <strong>{visit.selectedTime}</strong> · {dayLabel(visit.selectedDate, language)}
      </p>
      {visit.acceptBy && <p className={styles.deadline}>{t('priest.acceptBy', { time: whenLabel(visit.acceptBy, today, language) })}</p>}

      <dl className={styles.facts}>
        {visit.isOnline ? (
          <div>
            <dt>{t('priest.online')}</dt>
            <dd>
              {visit.meetingLink ? (
                <a href={visit.meetingLink} target="_blank" rel="noreferrer">
                  {t('priest.meetingLink')}
                </a>
              ) : (
                t('priest.meetingLater')
              )}
            </dd>
          </div>
        ) : (
          <div>
            <dt>{t('priest.address')}</dt>
            <dd>
              <span className={styles.address}>{visit.address}</span>{' '}
              {visit.mapUrl && (
                <a className={styles.map} href={visit.mapUrl} target="_blank" rel="noreferrer">
                  {t('priest.openMap')}
                </a>
              )}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('priest.family')}</dt>
          <dd>
            {visit.customerName}
            <br />
            {visit.customerPhone ? (
              <a className={styles.call} href={`tel:+91${visit.customerPhone}`}>
                {t('priest.call', { phone: visit.customerPhone })}
              </a>
            ) : (
              visit.visitStatus !== 'completed' && (
                <span className={styles.muted}>{t(visit.visitStatus === 'offered' ? 'priest.phoneOnceAccepted' : 'priest.phoneLater', { time: whenLabel(visit.phoneFrom, today, language) })}</span>
              )
            )}
          </dd>
        </div>
        {visit.language && (
          <div>
            <dt>{t('priest.languageAsked')}</dt>
            <dd>{visit.language}</dd>
          </div>
        )}
        {visit.specialRequests && (
          <div>
            <dt>{t('priest.specialRequests')}</dt>
            <dd className={styles.text}>{visit.specialRequests}</dd>
          </div>
        )}
        {visit.sankalp && (
          <div>
            <dt>{t('priest.sankalp')}</dt>
            <dd className={styles.text}>
              <SankalpText sankalp={visit.sankalp} />
            </dd>
          </div>
        )}
      </dl>
      <ListDetails label={t('priest.samagriFamily')} items={visit.samagriFamily} />
      <ListDetails label={t('priest.samagriPriest')} items={visit.samagriPriest} />
      <p className={styles.money}>
        {visit.paymentStatus === 'paid' ? t('priest.paid', { amount: formatINR(visit.price) }) : t('priest.cashToCollect', { amount: formatINR(visit.price) })}
      </p>

      {(visit.visitStatus === 'started' || visit.photos.length > 0) && (
        <PhotoPanel visit={visit} editable={visit.visitStatus === 'started'} run={run} busy={busy} onChanged={onChanged} />
      )}

      {problem && <Notice tone="error">{problem}</Notice>}
      {visit.visitStatus === 'completed' && <Notice tone="success">{t('priest.completedNote')}</Notice>}

      {declining ? (
        <div className={styles.confirm} role="group" aria-label={t('priest.decline')}>
          <p>{t('priest.declineQuestion')}</p>
          <div className={styles.actions}>
            <Button variant="danger" busy={busy === 'decline'} onClick={() => void declineIt()}>
              {t('priest.declineYes')}
            </Button>
            <Button variant="secondary" onClick={() => setDeclining(false)} disabled={busy === 'decline'}>
              {t('priest.declineNo')}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          {can('accepted') && (
            <Button busy={busy === 'accept'} disabled={busy !== undefined} onClick={() => void step('accepted')}>
              {t('priest.accept')}
            </Button>
          )}
          {can('started') && (
            <Button busy={busy === 'start'} disabled={busy !== undefined} onClick={() => void step('started')}>
              {t('priest.start')}
            </Button>
          )}
          {visit.visitStatus === 'accepted' && !can('started') && <p className={styles.muted}>{t('priest.startOnDay')}</p>}
          {visit.visitStatus === 'started' && (
            <Button busy={busy === 'complete'} disabled={!can('completed') || busy !== undefined} onClick={() => void step('completed')}>
              {t('priest.complete')}
            </Button>
          )}
          {can('declined') && (
            <Button variant="secondary" disabled={busy !== undefined} onClick={() => setDeclining(true)}>
              {t('priest.decline')}
            </Button>
          )}
        </div>
      )}
      {visit.visitStatus === 'started' && !can('completed') && <p className={styles.muted}>{t('priest.completeNeedsPhoto')}</p>}
    </article>
  )
}
