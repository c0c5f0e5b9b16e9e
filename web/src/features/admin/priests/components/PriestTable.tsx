/** The roster as a table: who (and whether active), how to reach them, skills, rating, rate, edit and delete.
 * It fits a 1366px screen; narrower, it scrolls sideways with Actions pinned at the right edge. */
import { formatINR } from '../../../../lib/format'
import { useLimits } from '../../../../lib/site'
import { RecordTable, type Column } from '../../ui/RecordTable'
import { fill } from '../../ui/texts'
import type { Priest } from '../api'
import { TEXT } from '../texts'
import styles from './PriestTable.module.css'

interface Props {
  priests: Priest[]
  onEdit: (priest: Priest) => void
  onDelete: (priest: Priest) => void
}

/** An e-mail address that may wrap after its "@" (never inside a name), so the column stays narrow. */
function Email({ address }: { address: string }) {
  const at = address.indexOf('@')
  if (at < 0) return <>{address}</>
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  )
}

function Tags({ items }: { items: string[] }) {
  if (items.length === 0) return <span className={styles.muted}>{TEXT.none}</span>
  return (
    <ul className={styles.tags}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )
}

function Rating({ priest }: { priest: Priest }) {
  useLimits() // its label says out of how many stars
  if (priest.ratingAverage == null) return <>{TEXT.ratingNew}</>
  const vars = { average: priest.ratingAverage.toFixed(1), count: priest.ratingCount }
  return (
    <span aria-label={fill(TEXT.ratingLabel, vars)}>
      <span aria-hidden="true">★ </span>
      {fill(TEXT.ratingOf, vars)}
    </span>
  )
}

const COLUMNS: Column<Priest>[] = [
  {
    header: TEXT.colName,
    className: styles.name,
    cell: (priest) => (
      <>
        <span className={styles.who}>{priest.name}</span>
        <span className={priest.isActive ? styles.active : styles.inactive}>{priest.isActive ? TEXT.yes : TEXT.no}</span>
      </>
    ),
  },
  {
    header: TEXT.colContact,
    cell: (priest) => (
      <>
        <span className={styles.email}>
          <Email address={priest.email} />
        </span>
        <span className={styles.line}>{priest.phone}</span>
      </>
    ),
  },
  { header: TEXT.colExperience, className: styles.nowrap, cell: (priest) => fill(TEXT.years, { count: priest.experience }) },
  { header: TEXT.colSpecializations, cell: (priest) => <Tags items={priest.specializations} /> },
  { header: TEXT.colLanguages, cell: (priest) => <Tags items={priest.languages} /> },
  { header: TEXT.colRating, className: styles.nowrap, cell: (priest) => <Rating priest={priest} /> },
  { header: TEXT.colPrice, className: styles.nowrap, cell: (priest) => fill(TEXT.perHour, { price: formatINR(priest.pricePerHour) }) },
]

export function PriestTable({ priests, onEdit, onDelete }: Props) {
  return (
    <RecordTable caption={TEXT.tableCaption} rows={priests} columns={COLUMNS} actionsHeader={TEXT.colActions} editLabel={TEXT.edit} deleteLabel={TEXT.delete} onEdit={onEdit} onDelete={onDelete} actionsClassName={styles.pinned} />
  )
}
