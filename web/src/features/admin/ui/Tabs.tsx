/** Accessible tabs (tablist + one tabpanel): arrow keys move between tabs, counts show beside labels. */
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react'
import styles from './Tabs.module.css'

export interface TabItem<Id extends string> {
  id: Id
  label: string
  count?: number
}

interface Props<Id extends string> {
  label: string
  tabs: readonly TabItem<Id>[]
  value: Id
  onChange: (id: Id) => void
  /** The active tab's content. */
  children: ReactNode
}

export function Tabs<Id extends string>({ label, tabs, value, onChange, children }: Props<Id>) {
  const base = useId()
  const list = useRef<HTMLDivElement>(null)
  const tabId = (id: string) => `${base}-tab-${id}`

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === value)
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }
    if (!(event.key in moves)) return
    event.preventDefault()
    const next = tabs[(moves[event.key] + tabs.length) % tabs.length]
    onChange(next.id)
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(next.id))}`)?.focus()
  }

  return (
    <div className={styles.tabs}>
      <div ref={list} role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.id === value
          return (
            <button
              key={tab.id}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={`${base}-panel`}
              tabIndex={selected ? 0 : -1}
              className={`${styles.tab} ${selected ? styles.selected : ''}`}
              onClick={() => onChange(tab.id)}
            >
              {tab.label}
              {tab.count !== undefined && <> <span className={styles.count}>{tab.count}</span></>}
            </button>
          )
        })}
      </div>
      <div id={`${base}-panel`} role="tabpanel" aria-labelledby={tabId(value)} className={styles.panel}>
        {children}
      </div>
    </div>
  )
}
