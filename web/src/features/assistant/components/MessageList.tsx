/** The conversation: greeting first, devotee on the right, assistant on the left, newest at
 * the bottom (kept in view), announced politely to screen readers. */
import { useEffect, useRef } from 'react'
import { useT } from '../../../i18n/context'
import type { Action } from '../../../lib/assistantProtocol'
import { latestReplyId, type ChatItem } from '../conversation'
import { MessageBubble } from './MessageBubble'
import { ReplyActions } from './ReplyActions'
import { TypingIndicator } from './TypingIndicator'
import styles from './MessageList.module.css'

interface Props {
  items: ChatItem[]
  typing: boolean
  /** Chips under the greeting, before anything is said. */
  suggestions: Action[]
  onAction: (action: Action) => void
}

export function MessageList({ items, typing, suggestions, onAction }: Props) {
  const t = useT()
  const list = useRef<HTMLDivElement>(null)
  const atBottom = useRef(true)
  const last = items[items.length - 1]
  const live = latestReplyId(items)

  // The keyboard opening shrinks the list: keep the newest message in view if it was.
  useEffect(() => {
    const element = list.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      if (atBottom.current) element.scrollTop = element.scrollHeight
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  // Keep the newest in view; a reply taller than the view (a Kundli) is shown from its top.
  useEffect(() => {
    const element = list.current
    if (!element) return
    const newest = element.querySelector<HTMLElement>(':scope > ol > li:last-child')
    const tall = newest && !last?.isUser && newest.offsetHeight > element.clientHeight
    element.scrollTop = tall ? newest.offsetTop - 8 : element.scrollHeight
  }, [last?.id, last?.isUser, last?.pending, typing])

  return (
    <div
      ref={list}
      className={styles.scroller}
      role="log"
      aria-live="polite"
      aria-label={t('assistant.conversation')}
      tabIndex={0} // scrollable by keyboard too
      onScroll={(event) => {
        const element = event.currentTarget
        atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 40
      }}
    >
      <ol className={styles.list}>
        <MessageBubble item={{ id: 'greeting', text: t('assistant.greeting'), isUser: false, timestamp: '' }}>
          {items.length === 0 && <ReplyActions actions={suggestions} live onAction={onAction} label={t('assistant.suggestionsLabel')} />}
        </MessageBubble>
        {items.map((item) => (
          <MessageBubble key={item.id} item={item}>
            {item.actions && <ReplyActions actions={item.actions} live={item.id === live} onAction={onAction} label={t('assistant.actionsLabel')} />}
          </MessageBubble>
        ))}
      </ol>
      {typing && <TypingIndicator />}
    </div>
  )
}
