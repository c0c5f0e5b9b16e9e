/** A catalogue's records as a table (pujas, AI services, priests): a column per field, then Edit and
 * Delete named after the row ("Edit {name}"). Each screen gives its columns; the frame is AdminTable. */
import type { ReactNode } from 'react'
import { AdminTable } from './AdminTable'
import { RowActions } from './RowActions'
import { fill } from './texts'

export interface Column<T> {
  header: string
  cell: (row: T) => ReactNode
  /** Of the column's cells. */
  className?: string
}

interface Props<T> {
  caption: string
  rows: T[]
  columns: Column<T>[]
  actionsHeader: string
  /** 'Edit {name}' and 'Delete {name}': the row's name goes in. */
  editLabel: string
  deleteLabel: string
  onEdit: (row: T) => void
  onDelete: (row: T) => void
  /** Of the Actions column's header and cells (a wide table pins it at the right edge). */
  actionsClassName?: string
}

export function RecordTable<T extends { id: string; name: string }>({ caption, rows, columns, actionsHeader, editLabel, deleteLabel, onEdit, onDelete, actionsClassName }: Props<T>) {
  return (
    <AdminTable caption={caption}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.header} scope="col">
              {column.header}
            </th>
          ))}
          <th scope="col" className={actionsClassName}>
            {actionsHeader}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            {columns.map((column) => (
              <td key={column.header} className={column.className}>
                {column.cell(row)}
              </td>
            ))}
            <td className={actionsClassName}>
              <RowActions editLabel={fill(editLabel, { name: row.name })} deleteLabel={fill(deleteLabel, { name: row.name })} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />
            </td>
          </tr>
        ))}
      </tbody>
    </AdminTable>
  )
}
