/** Sticky header: logo (text if the image fails), on desktops the main destinations, then language,
 * assistant microphone, profile, admin. */
import { Link, NavLink } from 'react-router-dom'
import { useI18n } from '../../i18n/context'
import { ImageWithFallback } from '../../components/ImageWithFallback'
import { MicIcon, ShieldIcon, UserIcon } from '../../components/icons'
import { useAssistant } from './AssistantLauncher'
import { MAIN_DESTINATIONS } from './navigation'
import styles from './Header.module.css'

export function Header() {
  const { t, language, setLanguage } = useI18n()
  const assistant = useAssistant()
  const other = language === 'hi' ? 'en' : 'hi'
  return (
    <header className={styles.header}>
      <Link to="/" className={styles.brand} aria-label={t('common.brand')}>
        <ImageWithFallback src="/logo.svg" alt="" width={32} height={32} fallback={null} />
        <span className={styles.brandText}>{t('common.brand')}</span>
      </Link>
      <nav className={styles.destinations} aria-label={t('layout.mainNavigation')}>
        {MAIN_DESTINATIONS.map(({ to, label }) => (
          <NavLink key={to} to={to} end={to === '/'} className={({ isActive }) => `${styles.destination} ${isActive ? styles.current : ''}`}>
            {t(label)}
          </NavLink>
        ))}
      </nav>
      <nav className={styles.actions} aria-label={t('layout.headerActions')}>
        <button
          type="button"
          className={styles.language}
          onClick={() => setLanguage(other)}
          lang={other === 'hi' ? 'hi' : 'en'}
          aria-label={other === 'hi' ? t('layout.switchToHindi') : t('layout.switchToEnglish')}
        >
          {other === 'hi' ? 'हिन्दी' : 'English'}
        </button>
        <button type="button" className={styles.icon} onClick={assistant.open} onPointerEnter={assistant.preload} onFocus={assistant.preload} aria-label={t('layout.openAssistant')}>
          <MicIcon />
        </button>
        <Link to="/user/profile" className={styles.icon} aria-label={t('layout.profile')}>
          <UserIcon />
        </Link>
        <Link to="/admin/login" className={styles.admin}>
          <ShieldIcon size={18} />
          <span>{t('layout.admin')}</span>
        </Link>
      </nav>
    </header>
  )
}
