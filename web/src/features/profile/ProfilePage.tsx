/** Profile (/user/profile): the spec's static menu (shown as "coming soon", not dead buttons), order lookup and language. */
import { Link } from 'react-router-dom'
import type { ReactNode } from 'react'
import { useI18n, type Language, type MessageKey } from '../../i18n/context'
import { OrdersIcon } from '../../components/icons'
import { ProfileGlyph } from './ProfileGlyph'
import styles from './ProfilePage.module.css'

const MENU: { key: MessageKey; glyph: Parameters<typeof ProfileGlyph>[0]['name'] }[] = [
  { key: 'profile.personalInformation', glyph: 'person' },
  { key: 'profile.notifications', glyph: 'bell' },
  { key: 'profile.paymentMethods', glyph: 'card' },
  { key: 'profile.addresses', glyph: 'pin' },
  { key: 'profile.privacySecurity', glyph: 'lock' },
  { key: 'profile.helpSupport', glyph: 'help' },
  { key: 'profile.settings', glyph: 'gear' },
]

const LANGUAGES: { value: Language; label: string; lang: string }[] = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'hi', label: 'हिन्दी', lang: 'hi' },
]

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.card}>
      <h2 className={styles.cardTitle}>{title}</h2>
      {children}
    </section>
  )
}

export default function ProfilePage() {
  const { t, language, setLanguage } = useI18n()
  return (
    <div className="page">
      <h1>{t('profile.title')}</h1>
      <p className={styles.subtitle}>{t('profile.subtitle')}</p>

      <div className={styles.layout}>
        <div className={styles.side}>
          <Card title={t('profile.ordersHeading')}>
            <p className={styles.text}>{t('profile.ordersText')}</p>
            <Link to="/user/orders" className={styles.linkButton}>
              <OrdersIcon size={20} />
              {t('profile.ordersLink')}
            </Link>
          </Card>

          <Card title={t('profile.languageHeading')}>
            <p className={styles.text} id="profile-language-text">
              {t('profile.languageText')}
            </p>
            <div className={styles.languages} role="group" aria-labelledby="profile-language-text">
              {LANGUAGES.map(({ value, label, lang }) => (
                <button key={value} type="button" lang={lang} className={styles.language} aria-pressed={language === value} onClick={() => setLanguage(value)}>
                  {label}
                </button>
              ))}
            </div>
          </Card>
        </div>

        <Card title={t('profile.menuHeading')}>
          <ul className={styles.menu}>
            {MENU.map(({ key, glyph }) => (
              <li key={key} className={styles.item}>
                <span className={styles.itemIcon}>
                  <ProfileGlyph name={glyph} />
                </span>
                <span className={styles.itemLabel}>{t(key)}</span>
                <span className={styles.soon}>{t('profile.comingSoon')}</span>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  )
}
