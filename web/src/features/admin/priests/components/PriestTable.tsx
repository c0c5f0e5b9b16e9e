/** The roster as a table: who (and whether active), how to reach them, skills, rating, rate, edit and delete.
 * It fits a 1366px screen; narrower, it scrolls sideways with Actions pinned at the right edge. */
import { formatINR } from '../../../../lib/format'
import { AdminTable } from '../../ui/AdminTable'
import { fill } from '../../ui/texts'
import type { Priest } from '../api'
import { TEXT } from '../texts'
import styles from './PriestTable.module.css'
import { RowActions } from '../../ui/RowActions'

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

export function PriestTable({ priests, onEdit, onDelete }: Props) {
  return (
    <AdminTable caption={TEXT.tableCaption}>
      <thead>
        <tr>
          <th scope="col">{TEXT.colName}</th>
          <th scope="col">{TEXT.colContact}</th>
          <th scope="col">{TEXT.colExperience}</th>
          <th scope="col">{TEXT.colSpecializations}</th>
          <th scope="col">{TEXT.colLanguages}</th>
          <th scope="col">{TEXT.colRating}</th>
          <th scope="col">{TEXT.colPrice}</th>
          <th scope="col" className={styles.pinned}>
            {TEXT.colActions}
          </th>
        </tr>
      </thead>
      <tbody>
        {priests.map((priest) => (
          <tr key={priest.id}>
            <td className={styles.name}>
              <span className={styles.who}>{priest.name}</span>
              <span className={priest.isActive ? styles.active : styles.inactive}>{priest.isActive ? TEXT.yes : TEXT.no}</span>
            </td>
            <td>
              <span className={styles.email}>
                <Email address={priest.email} />
              </span>
              <span className={styles.line}>{priest.phone}</span>
            </td>
            <td className={styles.nowrap}>{fill(TEXT.years, { count: priest.experience })}</td>
            <td>
              <Tags items={priest.specializations} />
            </td>
            <td>
              <Tags items={priest.languages} />
            </td>
            <td className={styles.nowrap}>
              {priest.ratingAverage == null ? (
                TEXT.ratingNew
              ) : (
                <span aria-label={fill(TEXT.ratingLabel, { average: priest.ratingAverage.toFixed(1), count: priest.ratingCount })}>
                  <span aria-hidden="true">★ </span>
                  {fill(TEXT.ratingOf, { average: priest.ratingAverage.toFixed(1), count: priest.ratingCount })}
                </span>
              )}
            </td>
            <td className={styles.nowrap}>{fill(TEXT.perHour, { price: formatINR(priest.pricePerHour) })}</td>
            <td className={styles.pinned}>
              <RowActions editLabel={fill(TEXT.edit, { name: priest.name })} deleteLabel={fill(TEXT.delete, { name: priest.name })} onEdit={() => onEdit(priest)} onDelete={() => onDelete(priest)} />
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  )
}
