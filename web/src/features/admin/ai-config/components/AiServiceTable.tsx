/** The AI services as a table: icon and name, category, endpoint, the status toggle, edit and delete. */
import { AdminTable } from '../../ui/AdminTable'
import { fill } from '../../ui/texts'
import type { AiService } from '../api'
import { TEXT } from '../texts'
import { StatusToggle } from './StatusToggle'
import styles from './AiServiceTable.module.css'
import { RowActions } from '../../ui/RowActions'

interface Props {
  services: AiService[]
  pending: ReadonlySet<string>
  onToggle: (service: AiService) => void
  onEdit: (service: AiService) => void
  onDelete: (service: AiService) => void
}

export function categoryLabel(category: string): string {
  return category in TEXT ? TEXT[category as 'general' | 'astrology' | 'numerology' | 'palmistry'] : category
}

export function AiServiceTable({ services, pending, onToggle, onEdit, onDelete }: Props) {
  return (
    <AdminTable caption={TEXT.tableCaption}>
      <thead>
        <tr>
          <th scope="col">{TEXT.colService}</th>
          <th scope="col">{TEXT.colCategory}</th>
          <th scope="col">{TEXT.colEndpoint}</th>
          <th scope="col">{TEXT.colStatus}</th>
          <th scope="col">{TEXT.colActions}</th>
        </tr>
      </thead>
      <tbody>
        {services.map((service) => (
          <tr key={service.id}>
            <td>
              <div className={styles.service}>
                <span className={styles.icon} aria-hidden="true">
                  {service.icon}
                </span>
                <span>
                  <span className={styles.name}>{service.name}</span>
                  <span className={styles.description}>{service.description}</span>
                </span>
              </div>
            </td>
            <td>
              <span className={styles.category}>{categoryLabel(service.category)}</span>
            </td>
            <td>
              <code className={styles.endpoint}>{service.endpoint}</code>
            </td>
            <td>
              <StatusToggle service={service} busy={pending.has(service.id)} onToggle={onToggle} />
            </td>
            <td>
              <RowActions editLabel={fill(TEXT.edit, { name: service.name })} deleteLabel={fill(TEXT.delete, { name: service.name })} onEdit={() => onEdit(service)} onDelete={() => onDelete(service)} />
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  )
}
