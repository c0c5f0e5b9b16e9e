/** Astrology (/consult/astrology): three tabs, Kundli, Kundli Milan and Panchang, the chosen one
 * kept in the address (?tab=) so the assistant and the back button open the right one. */
import { useId, type KeyboardEvent } from 'react'
import { useSearchParams } from 'react-router-dom'
import { useDocumentTitle } from '../../app/useDocumentTitle'
import { useT, type MessageKey } from '../../i18n/context'
import { KundliTab } from './components/KundliTab'
import { MilanTab } from './components/MilanTab'
import { PanchangTab } from './components/PanchangTab'
import styles from './AstrologyPage.module.css'

export const TABS = ['kundli', 'milan', 'panchang'] as const
export type Tab = (typeof TABS)[number]
const LABELS: Record<Tab, MessageKey> = { kundli: 'astrology.tabKundli', milan: 'astrology.tabMilan', panchang: 'astrology.tabPanchang' }

export default function AstrologyPage() {
  const t = useT()
  const id = useId()
  const [params, setParams] = useSearchParams()
  const asked = params.get('tab')
  const tab: Tab = (TABS as readonly string[]).includes(asked ?? '') ? (asked as Tab) : 'kundli'
  useDocumentTitle(`${t(LABELS[tab])} · ${t('astrology.pageTitle')} · Punya`)

  // A tab chosen by hand starts clean: the details a link brought belong to the tab it opened.
  const choose = (next: Tab) => setParams(next === 'kundli' ? {} : { tab: next })
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length]
    choose(next)
    document.getElementById(`${id}-${next}`)?.focus()
  }

  return (
    <div className="page">
      <h1 className={styles.pageTitle}>{t('astrology.pageTitle')}</h1>
      <p className={styles.intro}>{t('astrology.pageIntro')}</p>
      <div className={styles.tabs} role="tablist" aria-label={t('astrology.tabs')} onKeyDown={onKeyDown}>
        {TABS.map((name) => (
          <button
            key={name}
            id={`${id}-${name}`}
            type="button"
            role="tab"
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            tabIndex={tab === name ? 0 : -1}
            className={styles.tab}
            onClick={() => choose(name)}
          >
            {t(LABELS[name])}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${tab}`} className={styles.panel}>
        {tab === 'kundli' && <KundliTab />}
        {tab === 'milan' && <MilanTab />}
        {tab === 'panchang' && <PanchangTab />}
      </div>
    </div>
  )
}
