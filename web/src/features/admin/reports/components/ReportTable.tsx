/** One table of the report in its card: a heading, a CSV download of the same rows, and each row's
 * share drawn as an SVG bar. The table scrolls inside the card on a narrow screen. */
import { fill } from '../../ui/texts'
import { TEXT } from '../texts'
import styles from './Reports.module.css'

export interface Column<Row> {
  label: string
  value: (row: Row) => string | number
  number?: boolean
}

interface Props<Row> {
  id: string
  title: string
  rows: Row[]
  columns: Column<Row>[]
  /** The figure each row's bar shows. */
  measure: (row: Row) => number
  csvUrl: string
}

export function ReportTable<Row extends { id: string; name: string }>({ id, title, rows, columns, measure, csvUrl }: Props<Row>) {
  const most = Math.max(1, ...rows.map(measure))
  return (
    <section className={styles.card} aria-labelledby={id}>
      <div className={styles.cardHead}>
        <h2 id={id}>{title}</h2>
        <a className={styles.download} href={csvUrl} download aria-label={fill(TEXT.downloadCsvOf, { table: title })}>
          {TEXT.downloadCsv}
        </a>
      </div>
      {rows.length === 0 ? (
        <p className={styles.empty}>{TEXT.none}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{TEXT.name}</th>
                {columns.map((column) => (
                  <th key={column.label} scope="col" className={column.number ? styles.number : undefined}>
                    {column.label}
                  </th>
                ))}
                <th scope="col" className={styles.barColumn}>
                  <span className={styles.hidden}>{title}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">{row.name}</th>
                  {columns.map((column) => (
                    <td key={column.label} className={column.number ? styles.number : undefined}>
                      {column.value(row)}
                    </td>
                  ))}
                  <td className={styles.barColumn} aria-hidden="true">
                    <svg width="100%" height="10" viewBox="0 0 100 10" preserveAspectRatio="none">
                      <rect x="0" y="0" width={(measure(row) / most) * 100} height="10" className={styles.bar} />
                    </svg>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
