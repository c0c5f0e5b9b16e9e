/** The catalogue as a table: name with a two-line description, category, duration, price, edit and delete. */
import { formatINR } from '../../../../lib/format'
import { AdminTable } from '../../ui/AdminTable'
import { fill } from '../../ui/texts'
import type { PujaService } from '../api'
import { TEXT } from '../texts'
import styles from './ServiceTable.module.css'
import { RowActions } from '../../ui/RowActions'

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
              <RowActions editLabel={fill(TEXT.edit, { name: service.name })} deleteLabel={fill(TEXT.delete, { name: service.name })} onEdit={() => onEdit(service)} onDelete={() => onDelete(service)} />
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  )
}
