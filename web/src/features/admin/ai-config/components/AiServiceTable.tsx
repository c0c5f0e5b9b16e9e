/** The AI services as a table: icon and name, category, endpoint, the status toggle, edit and delete. */
import { RecordTable, type Column } from '../../ui/RecordTable'
import type { AiService } from '../api'
import { TEXT } from '../texts'
import { StatusToggle } from './StatusToggle'
import styles from './AiServiceTable.module.css'

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

const COLUMNS: Column<AiService>[] = [
  {
    header: TEXT.colService,
    cell: (service) => (
      <div className={styles.service}>
        <span className={styles.icon} aria-hidden="true">
          {service.icon}
        </span>
        <span>
          <span className={styles.name}>{service.name}</span>
          <span className={styles.description}>{service.description}</span>
        </span>
      </div>
    ),
  },
  { header: TEXT.colCategory, cell: (service) => <span className={styles.category}>{categoryLabel(service.category)}</span> },
  { header: TEXT.colEndpoint, cell: (service) => <code className={styles.endpoint}>{service.endpoint}</code> },
]

export function AiServiceTable({ services, pending, onToggle, onEdit, onDelete }: Props) {
  // The status column toggles: it needs what is being switched right now.
  const columns: Column<AiService>[] = [...COLUMNS, { header: TEXT.colStatus, cell: (service) => <StatusToggle service={service} busy={pending.has(service.id)} onToggle={onToggle} /> }]
  return <RecordTable caption={TEXT.tableCaption} rows={services} columns={columns} actionsHeader={TEXT.colActions} editLabel={TEXT.edit} deleteLabel={TEXT.delete} onEdit={onEdit} onDelete={onDelete} />
}
