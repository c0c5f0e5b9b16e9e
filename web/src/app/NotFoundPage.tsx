/** An address that leads nowhere: say so kindly, inside the usual layout, with the ways onward.
 * (Real crashes still get the router's error screen: see ErrorScreen.) */
import { Link } from 'react-router-dom'
import { useT } from '../i18n/context'
import { useDocumentTitle } from './useDocumentTitle'
import styles from './NotFoundPage.module.css'

export default function NotFoundPage() {
  const t = useT()
  useDocumentTitle(`${t('layout.pageNotFound')} · ${t('common.brand')}`)
  const links = [
    { to: '/', label: t('layout.home') },
    { to: '/book/priest', label: t('home.tilePriest') },
    { to: '/temples', label: t('layout.temples') },
    { to: '/store', label: t('layout.store') },
  ]
  return (
    <div className="page">
      <section className={styles.card} aria-labelledby="not-found-title">
        <span className={styles.badge} aria-hidden="true">
          ?
        </span>
        <h1 id="not-found-title" className={styles.title}>
          {t('layout.pageNotFound')}
        </h1>
        <p className={styles.text}>{t('layout.pageNotFoundText')}</p>
        <nav aria-label={t('layout.pageNotFoundLinks')}>
          <ul className={styles.links}>
            {links.map((link, index) => (
              <li key={link.to}>
                <Link to={link.to} className={index === 0 ? styles.primary : styles.secondary}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </section>
    </div>
  )
}
