/** Typed calls of the admin Reports screen (api/admin/reports): the report of a range and its CSV files. */
import { api } from '../../../lib/api'
import type { Schema } from '../../../lib/wire'

export type Report = Schema<'Report'>
export type RevenuePoint = Schema<'RevenuePoint'>
export type GroupRow = Schema<'GroupRow'>
export type Period = 'day' | 'week' | 'month'
/** Which of revenue's two figures a chart shows. */
export type Figure = 'collected' | 'earned'
/** The tables a report exports as CSV (the server streams `bookings`, every booking of the range). */
export type Table = 'revenue' | 'pujas' | 'temples' | 'services' | 'products' | 'priests' | 'bookings'

export interface ReportQuery {
  from: string
  to: string
  templeId?: string
}

const BASE = '/api/admin/reports'
const query = ({ from, to, templeId }: ReportQuery) => ({ from: from || undefined, to: to || undefined, templeId: templeId || undefined })

export const reportsApi = {
  get: (range: ReportQuery, signal?: AbortSignal) => api.get<Report>(BASE, { query: query(range), signal }),
  /** A same-site link: the browser sends the admin's session cookie with the download. */
  csvUrl: (table: Table, range: ReportQuery) => {
    const params = new URLSearchParams(Object.entries(query(range)).filter((entry): entry is [string, string] => Boolean(entry[1])))
    return `${BASE}/${table}.csv${params.size ? `?${params}` : ''}`
  },
}
