/** Home (/): a warm welcome, the five service tiles and why devotees trust Punya. Kept tiny: no motion library here. */
import { Link } from 'react-router-dom'
import type { ComponentType } from 'react'
import { useT } from '../../i18n/context'
import { sayingCategories, useStoreCategories } from '../../lib/storeCategories'
import type { MessageKey } from '../../i18n/context'
import { OrdersIcon, PriestIcon, StarIcon, StoreIcon, TempleIcon } from '../../components/icons'
import { BadgeIcon, ChevronIcon, DevicesIcon, LockIcon } from './HomeIcons'
import styles from './HomePage.module.css'

interface Tile {
  to: string
  title: MessageKey
  /** The store's hint names what it sells (its categories, from the server). */
  hint: MessageKey | 'store'
  Icon: ComponentType<{ size?: number }>
  tone: string
}

const TILES: Tile[] = [
  { to: '/book/priest', title: 'home.tilePriest', hint: 'home.tilePriestHint', Icon: PriestIcon, tone: styles.toneSaffron },
  { to: '/consult/astrology', title: 'home.tileAstrology', hint: 'home.tileAstrologyHint', Icon: StarIcon, tone: styles.toneIndigo },
  { to: '/store', title: 'home.tileStore', hint: 'store', Icon: StoreIcon, tone: styles.toneGreen },
  { to: '/temples', title: 'home.tileTemples', hint: 'home.tileTemplesHint', Icon: TempleIcon, tone: styles.toneMaroon },
  { to: '/user/orders', title: 'home.tileOrders', hint: 'home.tileOrdersHint', Icon: OrdersIcon, tone: styles.toneBlue },
]

const POINTS: { title: MessageKey; hint: MessageKey; Icon: ComponentType }[] = [
  { title: 'home.pointPlatform', hint: 'home.pointPlatformHint', Icon: DevicesIcon },
  { title: 'home.pointPayments', hint: 'home.pointPaymentsHint', Icon: LockIcon },
  { title: 'home.pointVerified', hint: 'home.pointVerifiedHint', Icon: BadgeIcon },
]

export default function HomePage() {
  const t = useT()
  const categories = useStoreCategories()
  const hintOf = (hint: Tile['hint']) => (hint === 'store' ? sayingCategories(t, categories, 'home.tileStoreHint', 'home.tileStoreHintGeneric') : t(hint))
  return (
    <div className="page">
      <section className={styles.hero} aria-labelledby="home-title">
        <p className={styles.greeting}>{t('home.greeting')}</p>
        <h1 id="home-title" className={styles.title}>
          {t('home.heroTitle')}
        </h1>
        <p className={styles.line}>{t('home.heroLine')}</p>
      </section>

      <section aria-labelledby="home-services">
        <h2 id="home-services" className={styles.sectionTitle}>
          {t('home.servicesHeading')}
        </h2>
        <ul className={styles.tiles}>
          {TILES.map(({ to, title, hint, Icon, tone }) => (
            <li key={to}>
              <Link to={to} className={styles.tile}>
                <span className={`${styles.tileIcon} ${tone}`}>
                  <Icon size={26} />
                </span>
                <span className={styles.tileText}>
                  <span className={styles.tileTitle}>{t(title)}</span>
                  <span className={styles.tileHint}>{hintOf(hint)}</span>
                </span>
                <span className={styles.chevron}>
                  <ChevronIcon />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="home-why" className={styles.why}>
        <h2 id="home-why" className={styles.sectionTitle}>
          {t('home.whyHeading')}
        </h2>
        <ul className={styles.points}>
          {POINTS.map(({ title, hint, Icon }) => (
            <li key={title} className={styles.point}>
              <span className={styles.pointIcon}>
                <Icon />
              </span>
              <div>
                <h3 className={styles.pointTitle}>{t(title)}</h3>
                <p className={styles.pointHint}>{t(hint)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
