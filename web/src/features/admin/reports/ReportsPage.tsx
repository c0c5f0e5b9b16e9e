/** Reports (/admin/reports): revenue's two figures (money collected, money earned) and either of them
 * by day, week or month as a chart, bookings by puja, temple or service, top products and priests'
 * bookings over a date range kept in the address; every table downloads as CSV. A temple admin's
 * report is their temple's. */
import { useSearchParams } from 'react-router-dom'
import { Button } from '../../../components/Button'
import { TextField } from '../../../components/Field'
import { ErrorState, Spinner } from '../../../components/States'
import { formatINR, todayISO } from '../../../lib/format'
import { useRequest } from '../../../lib/useRequest'
import { useAdminSession } from '../shell/session'
import { PageHeader } from '../ui/PageHeader'
import { Tabs } from '../ui/Tabs'
import { describeAdminError } from '../ui/errors'
import { RevenueCards } from '../ui/RevenueCards'
import { StatGrid } from '../ui/StatCard'
import { TEXT as UI } from '../ui/texts'
import { reportsApi, type Figure, type GroupRow, type Period, type Report, type ReportQuery } from './api'
import { ReportTable, type Column } from './components/ReportTable'
import { FIGURE_NAMES, RevenueChart } from './components/RevenueChart'
import { TEXT } from './texts'
import styles from './components/Reports.module.css'

const PERIODS: { id: Period; label: string }[] = [
  { id: 'day', label: TEXT.byDay },
  { id: 'week', label: TEXT.byWeek },
  { id: 'month', label: TEXT.byMonth },
]

function daysBefore(days: number): string {
  const date = new Date()
  date.setDate(date.getDate() - (days - 1))
  return todayISO(date)
}

const PRESETS = [
  { label: TEXT.last7, from: () => daysBefore(7) },
  { label: TEXT.last30, from: () => daysBefore(30) },
  { label: TEXT.last90, from: () => daysBefore(90) },
  { label: TEXT.thisYear, from: () => `${todayISO().slice(0, 4)}-01-01` },
]

const FIGURES: Figure[] = ['collected', 'earned']

const GROUP_COLUMNS: Column<GroupRow>[] = [
  { label: TEXT.bookings, value: (row) => row.bookings, number: true },
  ...FIGURES.map((figure): Column<GroupRow> => ({ label: FIGURE_NAMES[figure], value: (row) => formatINR(row.revenue[figure]), number: true })),
]

export default function ReportsPage() {
  const [params, setParams] = useSearchParams()
  const { user } = useAdminSession()
  const range: ReportQuery = { from: params.get('from') ?? '', to: params.get('to') ?? '', templeId: params.get('templeId') ?? undefined }
  const period = (PERIODS.find((p) => p.id === params.get('by'))?.id ?? 'day') as Period
  const figure: Figure = params.get('figure') === 'earned' ? 'earned' : 'collected'
  const report = useRequest((signal) => reportsApi.get(range, signal), [range.from, range.to, range.templeId])
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params)
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value)
      else next.delete(name)
    }
    setParams(next, { replace: true })
  }
  const data = report.data
  const shown: ReportQuery = data ? { ...range, from: data.from, to: data.to } : range
  const temple = user.role !== 'superadmin'

  return (
    <div>
      <PageHeader title={TEXT.title} subtitle={temple ? TEXT.subtitleTemple : TEXT.subtitle} />
      <form className={styles.range} onSubmit={(event) => event.preventDefault()} aria-label={TEXT.title}>
        <TextField label={TEXT.from} type="date" value={shown.from} max={shown.to || undefined} onChange={(event) => set({ from: event.target.value })} />
        <TextField label={TEXT.to} type="date" value={shown.to} min={shown.from || undefined} onChange={(event) => set({ to: event.target.value })} />
        <div className={styles.presets}>
          {PRESETS.map((preset) => (
            <Button key={preset.label} variant="secondary" onClick={() => set({ from: preset.from(), to: todayISO() })}>
              {preset.label}
            </Button>
          ))}
        </div>
      </form>
      {report.error && <ErrorState message={describeAdminError(report.error)} onRetry={report.reload} retryLabel={UI.retry} />}
      {!data && report.loading && <Spinner label={TEXT.loading} />}
      {data && (
        <ReportBody
          report={data}
          period={period}
          figure={figure}
          range={shown}
          onPeriod={(by) => set({ by: by === 'day' ? '' : by })}
          onFigure={(chosen) => set({ figure: chosen === 'collected' ? '' : chosen })}
          busy={report.loading}
        />
      )}
    </div>
  )
}

interface BodyProps {
  report: Report
  period: Period
  figure: Figure
  range: ReportQuery
  onPeriod: (period: Period) => void
  onFigure: (figure: Figure) => void
  busy: boolean
}

function ReportBody({ report, period, figure, range, onPeriod, onFigure, busy }: BodyProps) {
  const csv = (table: Parameters<typeof reportsApi.csvUrl>[0]) => reportsApi.csvUrl(table, range)
  const kinds = report.pujas === null ? (['temple'] as const) : (['priest', 'temple', 'store'] as const)
  return (
    <div className={styles.body} aria-busy={busy}>
      <section className={styles.card} aria-labelledby="report-revenue">
        <div className={styles.cardHead}>
          <h2 id="report-revenue">{TEXT.revenue}</h2>
          <a className={styles.download} href={csv('revenue')} download aria-label={`${TEXT.downloadCsv}: ${TEXT.revenue}`}>
            {TEXT.downloadCsv}
          </a>
        </div>
        <p className={styles.hint}>{TEXT.revenueHint}</p>
        <StatGrid label={TEXT.revenue}>
          <RevenueCards revenue={report.revenue.total} />
        </StatGrid>
        <div className={styles.figures} role="group" aria-label={TEXT.figureLabel}>
          {FIGURES.map((id) => (
            <Button key={id} variant={id === figure ? 'primary' : 'secondary'} aria-pressed={id === figure} onClick={() => onFigure(id)}>
              {FIGURE_NAMES[id]}
            </Button>
          ))}
        </div>
        <Tabs label={TEXT.periodLabel} tabs={PERIODS} value={period} onChange={onPeriod}>
          <RevenueChart points={report.revenue[period]} period={period} figure={figure} kinds={kinds} />
        </Tabs>
      </section>
      <div className={styles.grid}>
        {report.pujas && <ReportTable id="report-pujas" title={TEXT.pujas} rows={report.pujas} columns={GROUP_COLUMNS} measure={(row) => row.bookings} csvUrl={csv('pujas')} />}
        {report.temples && <ReportTable id="report-temples" title={TEXT.temples} rows={report.temples} columns={GROUP_COLUMNS} measure={(row) => row.bookings} csvUrl={csv('temples')} />}
        {report.services && <ReportTable id="report-services" title={TEXT.services} rows={report.services} columns={GROUP_COLUMNS} measure={(row) => row.bookings} csvUrl={csv('services')} />}
        {report.products && (
          <ReportTable
            id="report-products"
            title={TEXT.products}
            rows={report.products}
            columns={[
              { label: TEXT.units, value: (row) => row.units, number: true },
              { label: TEXT.amount, value: (row) => formatINR(row.amount), number: true },
            ]}
            measure={(row) => row.amount}
            csvUrl={csv('products')}
          />
        )}
        {report.priests && (
          <ReportTable
            id="report-priests"
            title={TEXT.priests}
            rows={report.priests}
            columns={[
              { label: TEXT.bookings, value: (row) => row.bookings, number: true },
              { label: TEXT.completed, value: (row) => row.completed, number: true },
            ]}
            measure={(row) => row.bookings}
            csvUrl={csv('priests')}
          />
        )}
      </div>
      <p>
        <a className={styles.download} href={csv('bookings')} download aria-label={TEXT.allBookingsCsvLabel}>
          {TEXT.allBookingsCsv}
        </a>
      </p>
    </div>
  )
}
