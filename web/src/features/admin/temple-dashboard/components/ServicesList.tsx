/** Temple Services: name, description, duration, price and Active/Inactive; "No services available" when none. */
import { formatINR } from '../../../../lib/format'
import type { DashboardService } from '../api'
import { TEXT } from '../texts'
import styles from './Panels.module.css'

export function ServicesList({ services }: { services: DashboardService[] }) {
  return (
    <section className={styles.panel} aria-labelledby="temple-services-title">
      <h2 id="temple-services-title">{TEXT.servicesTitle}</h2>
      {services.length === 0 ? (
        <p className={styles.empty}>{TEXT.noServices}</p>
      ) : (
        <ul className={styles.list}>
          {services.map((service) => (
            <li key={service.id} className={styles.item}>
              <div className={styles.itemTop}>
                <h3 className={styles.itemTitle}>{service.name}</h3>
                <span className={service.isActive ? styles.active : styles.inactive}>{service.isActive ? TEXT.active : TEXT.inactive}</span>
              </div>
              <p className={styles.itemText}>{service.description}</p>
              <p className={styles.meta}>
                {service.duration && (
                  <span>
                    {TEXT.duration}: {service.duration}
                  </span>
                )}
                <strong>{formatINR(service.price)}</strong>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
