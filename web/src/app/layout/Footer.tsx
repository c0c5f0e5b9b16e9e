/** Footer: company details from the server, the tagline and the five policy links. */
import { Link } from 'react-router-dom'
import { useT } from '../../i18n/context'
import { useSite } from '../../lib/site'
import styles from './Footer.module.css'

const POLICIES = [
  ['/terms-and-conditions', 'layout.termsAndConditions'],
  ['/refund-policy', 'layout.refundPolicy'],
  ['/privacy-policy', 'layout.privacyPolicy'],
  ['/return-policy', 'layout.returnPolicy'],
  ['/shipping-policy', 'layout.shippingPolicy'],
] as const

export function Footer() {
  const t = useT()
  const site = useSite()
  return (
    <footer className={`${styles.footer} no-print`}>
      <div className={styles.inner}>
        <section>
          <p className={styles.brand}>{t('common.brand')}</p>
          {site && <p className={styles.tagline}>{site.tagline}</p>}
        </section>
        {site && (
          <section aria-label={t('layout.footerContact')}>
            <h2 className={styles.heading}>{t('layout.footerContact')}</h2>
            <address className={styles.address}>
              <strong>{site.legalName}</strong>
              <br />
              {site.address}
              <br />
              <a href={`mailto:${site.email}`}>{site.email}</a>
              <br />
              <a href={`tel:${site.phone.replace(/\s/g, '')}`}>{site.phone}</a>
            </address>
          </section>
        )}
        <nav aria-label={t('layout.footerPolicies')}>
          <h2 className={styles.heading}>{t('layout.footerPolicies')}</h2>
          <ul className={styles.links}>
            {POLICIES.map(([to, key]) => (
              <li key={to}>
                <Link to={to}>{t(key)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>{t('layout.copyright', { year: new Date().getFullYear(), name: site?.legalName ?? t('common.brand') })}</p>
    </footer>
  )
}
