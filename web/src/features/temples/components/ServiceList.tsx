/** A temple's poojas: name, description, duration, price, time slots, and "Book Now". */
import { useI18n } from '../../../i18n/context'
import { formatINR } from '../../../lib/format'
import { Button } from '../../../components/Button'
import { EmptyState } from '../../../components/States'
import type { TempleService } from '../api'
import styles from './ServiceList.module.css'

export function ServiceList({ services, onBook }: { services: TempleService[]; onBook: (service: TempleService) => void }) {
  const { t } = useI18n()
  return (
    <section aria-labelledby="temple-services">
      <h2 id="temple-services">{t('temples.servicesHeading')}</h2>
      {services.length === 0 ? (
        <EmptyState title={t('temples.noServices')} />
      ) : (
        <ul className={styles.list}>
          {services.map((service) => (
            <li key={service.id} className={styles.card}>
              <div className={styles.head}>
                <h3 className={styles.name}>{service.name}</h3>
                <span className={styles.price}>{formatINR(service.price)}</span>
              </div>
              <p className={styles.description}>{service.description}</p>
              {service.shipsPrasad && <p className={styles.prasad}>{t('temples.shipsPrasad')}</p>}
              <dl className={styles.meta}>
                {service.duration && (
                  <div>
                    <dt>{t('temples.duration')}</dt>
                    <dd>{service.duration}</dd>
                  </div>
                )}
                <div>
                  <dt>{t('temples.timeSlots')}</dt>
                  <dd>
                    <ul className={styles.slots}>
                      {service.timeSlots.map((slot) => (
                        <li key={slot}>{slot}</li>
                      ))}
                    </ul>
                  </dd>
                </div>
              </dl>
              <Button onClick={() => onBook(service)} aria-label={`${t('temples.bookNow')}: ${service.name}`} block>
                {t('temples.bookNow')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
