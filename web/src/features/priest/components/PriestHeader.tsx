/** The priests' app bar: its name, the two screens (once signed in), the language switch and sign-out. */
import { Link, NavLink } from 'react-router-dom'
import { useI18n } from '../../../i18n/context'
import styles from './PriestHeader.module.css'

export function PriestHeader({ onSignOut }: { onSignOut?: () => void }) {
  const { t, language, setLanguage } = useI18n()
  const other = language === 'hi' ? 'en' : 'hi'
  return (
    <header className={styles.header}>
      <Link to="/priest" className={styles.brand}>
        <img src="/logo.svg" alt="" width={28} height={28} />
        <span className={styles.name}>{t('priest.appName')}</span>
      </Link>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.language}
          onClick={() => setLanguage(other)}
          lang={other}
          aria-label={other === 'hi' ? t('layout.switchToHindi') : t('layout.switchToEnglish')}
        >
          {other === 'hi' ? 'हिन्दी' : 'English'}
        </button>
        {onSignOut && (
          <button type="button" className={styles.signOut} onClick={onSignOut}>
            {t('priest.signOut')}
          </button>
        )}
      </div>
      {onSignOut && (
        <nav className={styles.tabs} aria-label={t('priest.navigation')}>
          <NavLink to="/priest" end className={({ isActive }) => `${styles.tab} ${isActive ? styles.current : ''}`}>
            {t('priest.navBookings')}
          </NavLink>
          <NavLink to="/priest/hours" className={({ isActive }) => `${styles.tab} ${isActive ? styles.current : ''}`}>
            {t('priest.navHours')}
          </NavLink>
        </nav>
      )}
    </header>
  )
}
