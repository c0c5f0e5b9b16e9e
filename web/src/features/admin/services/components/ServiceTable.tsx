/** The catalogue as a table: name with a two-line description, category, duration, price, edit and delete. */
import { formatINR } from '../../../../lib/format'
import { RecordTable, type Column } from '../../ui/RecordTable'
import type { PujaService } from '../api'
import { TEXT } from '../texts'
import styles from './ServiceTable.module.css'

interface Props {
  services: PujaService[]
  onEdit: (service: PujaService) => void
  onDelete: (service: PujaService) => void
}

const COLUMNS: Column<PujaService>[] = [
  {
    header: TEXT.colName,
    className: styles.nameCell,
    cell: (service) => (
      <>
        <span className={styles.name}>{service.name}</span>
        <span className={styles.description} title={service.description}>
          {service.description}
        </span>
      </>
    ),
  },
  { header: TEXT.colCategory, cell: (service) => <span className={styles.category}>{service.category}</span> },
  { header: TEXT.colDuration, className: styles.nowrap, cell: (service) => service.duration },
  { header: TEXT.colPrice, className: `${styles.nowrap} ${styles.price}`, cell: (service) => formatINR(service.price) },
]

export function ServiceTable({ services, onEdit, onDelete }: Props) {
  return <RecordTable caption={TEXT.tableCaption} rows={services} columns={COLUMNS} actionsHeader={TEXT.colActions} editLabel={TEXT.edit} deleteLabel={TEXT.delete} onEdit={onEdit} onDelete={onDelete} />
}
