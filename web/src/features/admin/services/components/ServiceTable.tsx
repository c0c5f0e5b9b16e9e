/** The catalogue as a table: name with a two-line description, category, duration, price, edit and delete. */
import { formatINR } from '../../../../lib/format'
import { AdminTable } from '../../ui/AdminTable'
import { fill } from '../../ui/texts'
import type { PujaService } from '../api'
import { TEXT } from '../texts'
import styles from './ServiceTable.module.css'

interface Props {
  services: PujaService[]
  onEdit: (service: PujaService) => void
  onDelete: (service: PujaService) => void
}

export function ServiceTable({ services, onEdit, onDelete }: Props) {
  return (
    <AdminTable caption={TEXT.tableCaption}>
      <thead>
        <tr>
          <th scope="col">{TEXT.colName}</th>
          <th scope="col">{TEXT.colCategory}</th>
          <th scope="col">{TEXT.colDuration}</th>
          <th scope="col">{TEXT.colPrice}</th>
          <th scope="col">{TEXT.colActions}</th>
        </tr>
      </thead>
      <tbody>
        {services.map((service) => (
          <tr key={service.id}>
            <td className={styles.nameCell}>
              <span className={styles.name}>{service.name}</span>
              <span className={styles.description} title={service.description}>
                {service.description}
              </span>
            </td>
            <td>
              <span className={styles.category}>{service.category}</span>
            </td>
            <td className={styles.nowrap}>{service.duration}</td>
            <td className={`${styles.nowrap} ${styles.price}`}>{formatINR(service.price)}</td>
            <td>
              <div className={styles.actions}>
                <button type="button" className={styles.action} onClick={() => onEdit(service)} aria-label={fill(TEXT.edit, { name: service.name })}>
                  <svg viewBox="0 0 24 24" aria-hidden="true">
                    <path d="M4 20h4L19 9l-4-4L4 16v4Z" />
                  </svg>
                </button>
                <button type="button" className={`${styles.action} ${styles.danger}`} onClick={() => onDelete(service)} aria-label={fill(TEXT.delete, { name: service.name })}>
                  <svg viewBox="0 0 24 24" aria-hidden="true">
                    <path d="M5 7h14M10 7V4h4v3M7 7l1 13h8l1-13" />
                  </svg>
                </button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  )
}
