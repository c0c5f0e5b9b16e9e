/** Profile (/user/profile): only what works here, with no account: the language, My Orders, what this
 * device keeps of the devotee (and forgetting it), help and contact, the policies, the app's version. */
import { useState, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '../../components/Button'
import { OrdersIcon } from '../../components/icons'
import { Notice } from '../../components/States'
import { useI18n, type Language, type MessageKey } from '../../i18n/context'
import { api } from '../../lib/api'
import { useSite } from '../../lib/site'
import { useRequest } from '../../lib/useRequest'
import type { Schema } from '../../lib/wire'
import { forgetDetails, keptOnDevice, type Kept } from './deviceData'
import styles from './ProfilePage.module.css'

const LANGUAGES: { value: Language; label: string; lang: string }[] = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'hi', label: 'हिन्दी', lang: 'hi' },
]

const KEPT: Record<Kept, MessageKey> = {
  delivery: 'profile.keptDelivery',
  contact: 'profile.keptContact',
  forms: 'profile.keptForms',
  birth: 'profile.keptBirth',
  assistant: 'profile.keptAssistant',
}

// The same five pages, and names, as the footer's.
const POLICIES: [string, MessageKey][] = [
  ['/terms-and-conditions', 'layout.termsAndConditions'],
  ['/refund-policy', 'layout.refundPolicy'],
  ['/privacy-policy', 'layout.privacyPolicy'],
  ['/return-policy', 'layout.returnPolicy'],
  ['/shipping-policy', 'layout.shippingPolicy'],
]

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.card}>
      <h2 className={styles.cardTitle}>{title}</h2>
      {children}
    </section>
  )
}

/** What the device keeps of the devotee, and a way to forget it (asked once more before it goes). */
function OnThisDevice() {
  const { t } = useI18n()
  const [kept, setKept] = useState(keptOnDevice)
  const [asking, setAsking] = useState(false)
  const [forgotten, setForgotten] = useState(false)
  const forget = () => {
    forgetDetails()
    setKept(keptOnDevice())
    setAsking(false)
    setForgotten(true)
  }
  return (
    <Card title={t('profile.deviceHeading')}>
      <p className={styles.text}>{t('profile.deviceText')}</p>
      {kept.length === 0 ? (
        forgotten ? (
          <Notice tone="success">{t('profile.forgotten')}</Notice>
        ) : (
          <p className={styles.text}>{t('profile.keptNothing')}</p>
        )
      ) : (
        <>
          <ul className={styles.kept}>
            {kept.map((kind) => (
              <li key={kind}>{t(KEPT[kind])}</li>
            ))}
          </ul>
          {asking ? (
            <div className={styles.confirm} role="group" aria-labelledby="profile-forget-question">
              <p id="profile-forget-question" className={styles.text}>
                {t('profile.forgetQuestion')}
              </p>
              <div className={styles.buttons}>
                <Button variant="danger" onClick={forget}>
                  {t('profile.forgetYes')}
                </Button>
                <Button variant="secondary" onClick={() => setAsking(false)}>
                  {t('profile.forgetNo')}
                </Button>
              </div>
            </div>
          ) : (
            <Button variant="secondary" onClick={() => setAsking(true)}>
              {t('profile.forget')}
            </Button>
          )}
        </>
      )}
    </Card>
  )
}

function Help() {
  const { t } = useI18n()
  const site = useSite()
  return (
    <Card title={t('profile.helpHeading')}>
      <p className={styles.text}>{t('profile.helpText')}</p>
      {site && (
        <ul className={styles.contacts}>
          <li>
            <span className={styles.label}>{t('profile.email')}</span> <a href={`mailto:${site.email}`}>{site.email}</a>
          </li>
          <li>
            <span className={styles.label}>{t('profile.phone')}</span> <a href={`tel:${site.phone.replace(/\s/g, '')}`}>{site.phone}</a>
          </li>
        </ul>
      )}
    </Card>
  )
}

function About() {
  const { t } = useI18n()
  const health = useRequest(() => api.get<Schema<'Health'>>('/api/health'), [])
  return (
    <Card title={t('profile.policiesHeading')}>
      <ul className={styles.links}>
        {POLICIES.map(([to, key]) => (
          <li key={to}>
            <Link to={to}>{t(key)}</Link>
          </li>
        ))}
      </ul>
      {health.data && <p className={styles.version}>{t('profile.version', { version: health.data.version })}</p>}
    </Card>
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

        <div className={styles.side}>
          <OnThisDevice />
          <Help />
          <About />
        </div>
      </div>
    </div>
  )
}
