/** Astrology (/consult/astrology): a Coming Soon dialog; "Got it" or closing it goes home. */
import { useNavigate } from 'react-router-dom'
import { useT } from '../../i18n/context'
import { Modal } from '../../components/Modal'
import { Button } from '../../components/Button'
import { StarIcon } from '../../components/icons'
import styles from './AstrologyPage.module.css'

export default function AstrologyPage() {
  const t = useT()
  const navigate = useNavigate()
  const goHome = () => navigate('/')
  return (
    <div className="page">
      <h1 className={styles.pageTitle}>{t('astrology.pageTitle')}</h1>
      <Modal
        open
        title={t('astrology.comingSoon')}
        onClose={goHome}
        closeLabel={t('common.close')}
        footer={
          <Button onClick={goHome} block data-autofocus>
            {t('astrology.gotIt')}
          </Button>
        }
      >
        <div className={styles.body}>
          <span className={styles.badge}>
            <StarIcon size={32} />
          </span>
          <p>{t('astrology.message')}</p>
          <p className={styles.hint}>{t('astrology.kundliHint')}</p>
        </div>
      </Modal>
    </div>
  )
}
