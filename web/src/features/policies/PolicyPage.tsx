/** The five policy pages (terms, refund, privacy, return, shipping): one component, the slug from the path. */
import { Link, useLocation } from 'react-router-dom'
import { localeOf, useI18n } from '../../i18n/context'
import { describeError } from '../../i18n/errors'
import { fetchSite } from '../../lib/site'
import { sayingCategories, useStoreCategories } from '../../lib/storeCategories'
import { formatDate } from '../../lib/format'
import { useRequest } from '../../lib/useRequest'
import { ErrorState, Spinner } from '../../components/States'
import { LAST_UPDATED, namesCategories, policyFor } from './content'
import { PolicySection } from './PolicySection'
import styles from './PolicyPage.module.css'

function BackHome() {
  const { t } = useI18n()
  return (
    <Link to="/" className={styles.back}>
      <span aria-hidden="true">←</span> {t('policies.backHome')}
    </Link>
  )
}

export default function PolicyPage() {
  const { t, language } = useI18n()
  const { pathname } = useLocation()
  const policy = policyFor(pathname)
  // Company details come from the server; the policy itself reads fine without them. So do the
  // store's categories, which the terms and the shipping policy name (generic words until they come).
  const site = useRequest(() => fetchSite(), [])
  const categories = useStoreCategories(policy !== undefined && namesCategories(policy))

  if (!policy) {
    return (
      <div className="page">
        <p>{t('policies.notFound')}</p>
        <BackHome />
      </div>
    )
  }

  return (
    <article className={`page ${styles.page}`}>
      <BackHome />
      <h1 className={styles.title}>{t(policy.title)}</h1>
      <p className={styles.updated}>{t('policies.lastUpdated', { date: formatDate(LAST_UPDATED, localeOf(language)) })}</p>
      <p className={styles.intro}>{policy.introGeneric ? sayingCategories(t, categories, policy.intro, policy.introGeneric) : t(policy.intro)}</p>
      {policy.sections.map((section) => {
        if (!section.site || site.data) return <PolicySection key={section.heading} section={section} site={site.data} categories={categories} />
        return (
          <PolicySection key={section.heading} section={section}>
            {site.error && !site.loading ? <ErrorState message={describeError(t, site.error)} onRetry={site.reload} retryLabel={t('common.retry')} /> : <Spinner label={t('policies.siteLoading')} />}
          </PolicySection>
        )
      })}
      <footer className={styles.end}>
        <BackHome />
      </footer>
    </article>
  )
}
