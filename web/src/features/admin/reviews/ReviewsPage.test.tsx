/** The Reviews screen: every review with its stars, comment and record; filters by kind and
 * visibility; Hide and Show change the row (and say so); the server's refusal; a temple admin's view. */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, refusal, renderAdmin, templeAdmin, type Call } from '../shell/testing'
import type { Review } from './api'
import ReviewsPage from './ReviewsPage'

afterEach(() => vi.restoreAllMocks())

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00Z`

function review(id: string, fields: Partial<Review>): Review {
  return { id, recordKind: 'priest', recordId: 'PB1001', subjectId: 'ganesh-puja', subjectName: 'Ganesh Puja', templeId: null, customerName: 'Meera Iyer', stars: 5, comment: '', hidden: false, createdAt: at(20), updatedAt: at(20), ...fields }
}

const REVIEWS: Review[] = [
  review('RV_KIND', { stars: 5, comment: 'Pandit ji explained every step.', createdAt: at(24) }),
  review('RV_QUEUE', { recordKind: 'temple', recordId: 'TB2002', subjectId: 'tsvc-kashi-rudrabhishek', subjectName: 'Rudrabhishek', templeId: 'tmp-1', customerName: 'Ravi Tiwari', stars: 2, comment: 'Long queue', createdAt: at(23) }),
  review('RV_RUDE', { recordKind: 'store', recordId: 'SO3003', subjectId: null, subjectName: 'Shri Yantra', stars: 1, comment: 'Rude words', hidden: true, createdAt: at(22) }),
]

/** GET /api/admin/reviews as the server answers it over `rows`, and hide/unhide changing them. */
function reviewsServer(rows: Review[] = REVIEWS.map((r) => ({ ...r })), extra: Record<string, unknown> = {}) {
  const list = (call: Call) => {
    const kind = call.query.get('kind')
    const hidden = call.query.get('hidden')
    const items = rows.filter((r) => (!kind || r.recordKind === kind) && (hidden === null || String(r.hidden) === hidden))
    return { items, total: items.length, totalExact: true, nextCursor: null }
  }
  const change = (hidden: boolean) => (call: Call) => {
    const row = rows.find((r) => call.path.includes(`/${r.id}/`))!
    row.hidden = hidden
    return { ...row }
  }
  return fakeApi({
    'GET /api/admin/reviews': list,
    'POST /api/admin/reviews/RV_KIND/hide': change(true),
    'POST /api/admin/reviews/RV_RUDE/unhide': change(false),
    ...extra,
  })
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!

describe('ReviewsPage', () => {
  it('lists every review with its stars, comment, record, devotee and visibility', async () => {
    reviewsServer()
    renderAdmin(<ReviewsPage />, { path: '/admin/reviews' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews' })).toBeInTheDocument()
    const table = await screen.findByRole('table', { name: 'Reviews' })
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Rating', 'Comment', 'Booking/Order', 'Devotee', 'Written', 'Visibility', 'Actions'])
    const kind = await rowOf('Pandit ji explained every step.')
    expect(within(kind).getByRole('img', { name: '5 of 5 stars' })).toBeInTheDocument()
    for (const text of ['Ganesh Puja', 'PB1001', 'Priest booking', 'Meera Iyer', 'Shown']) expect(within(kind).getByText(text)).toBeInTheDocument()
    const queue = await rowOf('Long queue')
    expect(within(queue).getByRole('img', { name: '2 of 5 stars' })).toBeInTheDocument()
    expect(within(queue).getByText('Temple booking')).toBeInTheDocument()
    const rude = await rowOf('Rude words')
    expect(within(rude).getByText('Hidden')).toBeInTheDocument()
    expect(within(rude).getByRole('button', { name: 'Show review RV_RUDE' })).toBeInTheDocument()
    expect(within(kind).getByRole('button', { name: 'Hide review RV_KIND' })).toBeInTheDocument()
    expect(screen.getByText('Showing 3 of 3')).toBeInTheDocument()
  })

  it('filters by kind and visibility on the server', async () => {
    const user = userEvent.setup()
    const api = reviewsServer()
    renderAdmin(<ReviewsPage />, { path: '/admin/reviews' })
    await screen.findByText('Long queue')
    await user.selectOptions(screen.getByLabelText('Kind'), 'temple')
    await waitFor(() => expect(screen.queryByText('Rude words')).not.toBeInTheDocument())
    expect(screen.getByText('Long queue')).toBeInTheDocument()
    expect(api.callsTo('GET /api/admin/reviews').at(-1)?.query.get('kind')).toBe('temple')
    await user.selectOptions(screen.getByLabelText('Visibility'), 'hidden')
    expect(await screen.findByText('No reviews found')).toBeInTheDocument()
    expect(api.callsTo('GET /api/admin/reviews').at(-1)?.query.get('hidden')).toBe('true')
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }))
    expect(await screen.findByText('Rude words')).toBeInTheDocument()
  })

  it('hides a review and shows one again, saying what happened', async () => {
    const user = userEvent.setup()
    const api = reviewsServer()
    renderAdmin(<ReviewsPage />, { path: '/admin/reviews' })
    await user.click(await screen.findByRole('button', { name: 'Hide review RV_KIND' }))
    expect(await screen.findByText('Review RV_KIND hidden: it no longer counts in the average.')).toBeInTheDocument()
    expect(api.callsTo('POST /api/admin/reviews/RV_KIND/hide')).toHaveLength(1)
    // The message comes with the server's answer; the row changes when the list is read again.
    await waitFor(async () => expect(within(await rowOf('Pandit ji explained every step.')).getByText('Hidden')).toBeInTheDocument())

    await user.click(screen.getByRole('button', { name: 'Show review RV_RUDE' }))
    expect(await screen.findByText('Review RV_RUDE shown again: it counts in the average.')).toBeInTheDocument()
    await waitFor(async () => expect(within(await rowOf('Rude words')).getByText('Shown')).toBeInTheDocument())
  })

  it("says the server's refusal and reloads the list", async () => {
    const user = userEvent.setup()
    const api = reviewsServer(undefined, { 'POST /api/admin/reviews/RV_KIND/hide': refusal(409, 'This review is already hidden') })
    renderAdmin(<ReviewsPage />, { path: '/admin/reviews' })
    await user.click(await screen.findByRole('button', { name: 'Hide review RV_KIND' }))
    expect(await screen.findByText('This review is already hidden')).toBeInTheDocument()
    await waitFor(() => expect(api.callsTo('GET /api/admin/reviews').length).toBeGreaterThan(1))
  })

  it("gives a temple admin its temple's reviews without the kind filter, and no Hide without manage bookings", async () => {
    reviewsServer([REVIEWS[1]])
    const viewer = { ...templeAdmin, permissions: { ...templeAdmin.permissions, manageBookings: false } }
    renderAdmin(<ReviewsPage />, { path: '/admin/reviews', user: viewer })
    const row = await rowOf('Long queue')
    expect(screen.queryByLabelText('Kind')).not.toBeInTheDocument()
    expect(screen.getByLabelText('Visibility')).toBeInTheDocument()
    expect(within(row).queryByRole('button')).not.toBeInTheDocument()
    expect(screen.getByText(/your temple's completed bookings/)).toBeInTheDocument()
  })
})
