/** The Refunds screen: counts, states and reasons in words, the filters (in the address), approve
 * and decline through the confirm dialog, the server's refusal, API down, ended session, live. */
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { liveFeed } from '../shell/live'
import { FakeSocket, installFakeWebSocket, renderAdmin } from '../shell/testing'
import type { Refund } from './api'
import RefundsPage from './RefundsPage'
import { REFUNDS, json, refundsServer } from './testing'

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

const open = (path = '/admin/refunds') => renderAdmin(<RefundsPage />, { path })
const rowOf = async (id: string) => (await screen.findByText(id)).closest('tr')!

describe('RefundsPage', () => {
  it('counts each state and lists every refund with its record, amount, reason and status in words', async () => {
    refundsServer()
    open()
    expect(await screen.findByRole('heading', { level: 1, name: 'Refunds' })).toBeInTheDocument()
    const stats = screen.getByRole('list', { name: 'Refund figures' })
    const stat = (label: string) => within(stats).getByText(label).closest('li')!
    await waitFor(() => expect(stat('Awaiting approval')).toHaveTextContent('1'))
    expect(stat('In progress')).toHaveTextContent('2')
    expect(stat('Credited')).toHaveTextContent('1')
    expect(stat('Failed')).toHaveTextContent('1')
    expect(stat('Declined')).toHaveTextContent('1')

    const table = screen.getByRole('table', { name: 'Refunds' })
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Refund ID', 'Booking/Order', 'Amount', 'Reason', 'Status', 'Created', 'Actions'])
    const expected: [string, string[]][] = [
      ['RFD_RETURN', ['SO2002', 'Store order', '₹1,349', 'Return', 'Awaiting approval']],
      ['RFD_TWICE', ['PB3003', 'Priest booking', '₹2,299', 'Paid twice', 'Initiated']],
      ['RFD_LATE', ['TB4004', 'Temple booking', '₹101', 'Paid after cancelling', 'Credited']],
      ['RFD_OURS', ['SO5005', '₹522', 'Cancelled by us', 'Failed']],
      ['RFD_NO', ['SO6006', '₹450', 'Return', 'Declined']],
      ['RFD_SOON', ['PB7007', '₹1,149.50', 'Cancelled by the devotee', 'Initiated']],
    ]
    for (const [id, texts] of expected) {
      const row = await rowOf(id)
      for (const text of texts) expect(within(row).getByText(text)).toBeInTheDocument()
    }
    const colour = async (id: string, text: string) => within(await rowOf(id)).getByText(text).className
    expect(await colour('RFD_RETURN', 'Awaiting approval')).toMatch(/yellow/)
    expect(await colour('RFD_TWICE', 'Initiated')).toMatch(/blue/)
    expect(await colour('RFD_SOON', 'Initiated')).toMatch(/blue/)
    expect(await colour('RFD_LATE', 'Credited')).toMatch(/green/)
    expect(await colour('RFD_OURS', 'Failed')).toMatch(/red/)
    expect(await colour('RFD_NO', 'Declined')).toMatch(/grey/)
    // Only the return awaiting approval can be decided.
    expect(screen.getAllByRole('button', { name: /^Approve refund/ })).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Approve refund RFD_RETURN' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Decline refund RFD_RETURN' })).toBeInTheDocument()
    expect(screen.getByText('Showing 6 of 6')).toBeInTheDocument()
  })

  it('filters by state (In progress is queued and initiated together) and by record, kept in the address', async () => {
    const api = refundsServer()
    const { router } = open()
    await screen.findByText('RFD_RETURN')
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Awaiting approval')
    await waitFor(() => expect(api.lists().at(-1)!.query.get('state')).toBe('AWAITING_APPROVAL'))
    await waitFor(() => expect(screen.queryByText('RFD_LATE')).not.toBeInTheDocument())
    expect(screen.getByText('Showing 1 of 1')).toBeInTheDocument()
    expect(router.state.location.search).toBe('?state=awaiting')

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'In progress')
    await waitFor(() => expect(screen.queryByText('RFD_RETURN')).not.toBeInTheDocument())
    // One list of both states, newest first, from one request.
    expect(api.lists().at(-1)!.query.getAll('state')).toEqual(['QUEUED', 'PENDING'])
    const rows = within(screen.getByRole('table', { name: 'Refunds' })).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getByText(/^RFD_/).textContent)).toEqual(['RFD_TWICE', 'RFD_SOON'])
    expect(screen.getByText('Showing 2 of 2')).toBeInTheDocument()
    // Nothing awaits a decision here: no Actions column.
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument()

    await userEvent.type(screen.getByLabelText('Booking or order ID'), 'SO9999')
    expect(await screen.findByText('No refunds found')).toBeInTheDocument()
    expect(api.lists().at(-1)!.query.get('recordId')).toBe('SO9999')
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }))
    expect(await screen.findByText('RFD_RETURN')).toBeInTheDocument()
    expect(screen.getByLabelText('Booking or order ID')).toHaveValue('')
    expect(screen.getByLabelText('Status')).toHaveValue('all')
    const last = api.lists().at(-1)!.query
    expect([last.get('state'), last.get('recordId')]).toEqual([null, null])
  })

  it('appends the next page by its cursor on Load More', async () => {
    const many = Array.from({ length: 30 }, (_, n) => ({ ...REFUNDS[5], id: `RFD_${String(30 - n).padStart(2, '0')}`, paymentId: `TXN_${n}` }))
    const api = refundsServer({}, () => many)
    open()
    expect(await screen.findByText('Showing 25 of 30')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }))
    expect(await screen.findByText('Showing 30 of 30')).toBeInTheDocument()
    expect(screen.getByText('RFD_01')).toBeInTheDocument()
    const [first, next] = api.lists()
    expect([first.query.get('cursor'), next.query.get('cursor'), next.query.get('limit')]).toEqual([null, 'RFD_06', '25'])
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument()
  })

  it("opens on one order's refunds from the store's link (?recordId=)", async () => {
    const api = refundsServer()
    open('/admin/refunds?recordId=SO2002')
    expect(await screen.findByText('RFD_RETURN')).toBeInTheDocument()
    expect(screen.getByLabelText('Booking or order ID')).toHaveValue('SO2002')
    expect(api.lists().every((call) => call.query.get('recordId') === 'SO2002')).toBe(true)
    expect(screen.getByText('Showing 1 of 1')).toBeInTheDocument()
  })

  it('approves a return only after the confirm dialog, then says so and reloads', async () => {
    let rows = REFUNDS
    const api = refundsServer(
      {
        'POST /api/admin/refunds/RFD_RETURN/approve': () => {
          rows = rows.map((row) => (row.id === 'RFD_RETURN' ? { ...row, state: 'QUEUED' } : row))
          return rows[0]
        },
      },
      () => rows,
    )
    open()
    await userEvent.click(await screen.findByRole('button', { name: 'Approve refund RFD_RETURN' }))
    let dialog = await screen.findByRole('dialog', { name: 'Approve refund' })
    expect(dialog).toHaveTextContent('Refund ₹1,349 to the devotee for store order SO2002? It is sent to the payment gateway at once.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(api.callsTo('POST /api/admin/refunds/RFD_RETURN/approve')).toHaveLength(0)

    await userEvent.click(screen.getByRole('button', { name: 'Approve refund RFD_RETURN' }))
    dialog = await screen.findByRole('dialog', { name: 'Approve refund' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve refund' }))
    expect(await screen.findByText('Refund of ₹1,349 for store order SO2002 approved: it is on its way to the devotee.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(api.callsTo('POST /api/admin/refunds/RFD_RETURN/approve')).toHaveLength(1)
    // Reloaded: the refund is on its way, nothing awaits a decision.
    expect(await within(await rowOf('RFD_RETURN')).findByText('Initiated')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Approve refund/ })).not.toBeInTheDocument()
  })

  it('declines a return after the confirm dialog', async () => {
    const api = refundsServer({ 'POST /api/admin/refunds/RFD_RETURN/decline': { ...REFUNDS[0], state: 'REJECTED' } satisfies Refund })
    open()
    await userEvent.click(await screen.findByRole('button', { name: 'Decline refund RFD_RETURN' }))
    const dialog = await screen.findByRole('dialog', { name: 'Decline return' })
    expect(dialog).toHaveTextContent('Decline the return of store order SO2002? The devotee gets no refund of ₹1,349.')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline' }))
    expect(await screen.findByText('Return of store order SO2002 declined.')).toBeInTheDocument()
    expect(api.callsTo('POST /api/admin/refunds/RFD_RETURN/decline')).toHaveLength(1)
    expect(api.callsTo('POST /api/admin/refunds/RFD_RETURN/approve')).toHaveLength(0)
  })

  it("shows the server's refusal (409: decided elsewhere) in the dialog and reloads the list", async () => {
    const refusal = { detail: 'Only a return awaiting approval can be approved or declined', code: 'not_awaiting_approval' }
    const api = refundsServer({ 'POST /api/admin/refunds/RFD_RETURN/approve': () => json(refusal, 409) })
    open()
    await userEvent.click(await screen.findByRole('button', { name: 'Approve refund RFD_RETURN' }))
    const dialog = await screen.findByRole('dialog', { name: 'Approve refund' })
    const before = api.lists().length
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve refund' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only a return awaiting approval can be approved or declined')
    await waitFor(() => expect(api.lists().length).toBeGreaterThan(before))
    expect(screen.queryByText(/approved: it is on its way/)).not.toBeInTheDocument()
  })

  it('says the API is down and retries', async () => {
    let down = true
    refundsServer({ 'GET /api/admin/refunds': (call: { query: URLSearchParams }) => (down ? new Response('{}', { status: 503 }) : { items: REFUNDS.slice(0, 1), total: call.query.get('limit') === '1' ? 0 : 1 }) })
    open()
    expect(await screen.findByText('Something went wrong on the server. Please try again in a moment.')).toBeInTheDocument()
    down = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('RFD_RETURN')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
  })

  it('says so when there are no refunds yet', async () => {
    refundsServer({}, () => [])
    open()
    expect(await screen.findByText('No refunds found')).toBeInTheDocument()
    expect(screen.getByText(/Refunds appear here when a paid booking or order is cancelled/)).toBeInTheDocument()
  })

  it('sends an ended session to the login', async () => {
    refundsServer({ 'GET /api/admin/refunds': () => json({ detail: 'Not signed in', code: 'not_authenticated' }, 401) })
    open('/admin/refunds?state=failed')
    expect(await screen.findByText('login page')).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/login?next=%2Fadmin%2Frefunds%3Fstate%3Dfailed')
  })

  it('reloads when a refund changes elsewhere', async () => {
    installFakeWebSocket()
    let rows = REFUNDS.slice(1)
    refundsServer({}, () => rows)
    const stop = liveFeed.start()
    try {
      open()
      await screen.findByText('RFD_TWICE')
      act(() => FakeSocket.last().ready())
      rows = REFUNDS
      act(() => FakeSocket.last().send({ table: 'refunds', type: 'INSERT', record: { id: 'RFD_RETURN' } }))
      expect(await screen.findByText('RFD_RETURN')).toBeInTheDocument()
      const stats = screen.getByRole('list', { name: 'Refund figures' })
      await waitFor(() => expect(within(stats).getByText('Awaiting approval').closest('li')).toHaveTextContent('1'))
    } finally {
      stop()
    }
  })
})
