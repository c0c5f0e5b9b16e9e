/** One line of the conversation, with its time; a Kundli reply carries its chart card. */
import type { ReactNode } from 'react'
import { useI18n } from '../../../i18n/context'
import type { ChatItem } from '../conversation'
import { KundliCard } from './kundli/KundliCard'
import styles from './MessageList.module.css'

function timeOf(iso: string, locale: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' })
}

export function MessageBubble({ item, children }: { item: ChatItem; children?: ReactNode }) {
  const { t, language } = useI18n()
  const time = item.timestamp ? timeOf(item.timestamp, language === 'hi' ? 'hi-IN' : 'en-IN') : ''
  const text = item.notice?.code === 'unknown_service' ? t('assistant.serviceNotFound') : item.text
  const side = item.isUser ? styles.user : styles.assistant
  const kind = item.notice ? styles.notice : item.kundli ? styles.wide : ''
  return (
    <li className={`${styles.item} ${side}`}>
      <div className={`${styles.bubble} ${kind}`}>
        <span className="visually-hidden">{item.isUser ? t('assistant.you') : t('assistant.assistantName')}: </span>
        <p className={styles.text}>{text}</p>
        {item.kundli && <KundliCard kundli={item.kundli} />}
        {children}
        {(time || item.pending) && (
          <p className={styles.meta}>
            {time && (
              <time dateTime={item.timestamp}>
                <span className="visually-hidden">{t('assistant.sentAt', { time })}</span>
                <span aria-hidden="true">{time}</span>
              </time>
            )}
            {item.pending && <span className={styles.waiting}>{t('assistant.waiting')}</span>}
          </p>
        )}
      </div>
    </li>
  )
}
