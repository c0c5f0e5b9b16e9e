/** A booking card shows what the server sends (no phone until it sends one), offers only the steps the
 * server allows, and takes them through the API; completing waits for a photo. */
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, renderSignedIn, visit } from '../testing'
import { VisitCard } from './VisitCard'
import type { Visit } from '../api'

afterEach(() => vi.restoreAllMocks())

function show(shown: Visit, onChanged = vi.fn(), language: 'en' | 'hi' = 'en') {
  renderSignedIn(<VisitCard visit={shown} today="2026-11-22" onChanged={onChanged} onRefused={() => undefined} />, language)
  return onChanged
}

describe('priest VisitCard', () => {
  it('an offer shows the place with a map link, the family, the samagri, and when to accept by', () => {
    show(visit())
    const card = screen.getByRole('article', { name: 'Ganesh Puja' })
    expect(within(card).getByText('New offer')).toBeInTheDocument()
    expect(within(card).getByRole('link', { name: 'Open in Maps' })).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=Flat%204')
    expect(within(card).getByText('Ravi Kulkarni')).toBeInTheDocument()
    expect(within(card).getByText(/Accept by 1:00\s?pm, or it goes to another priest\./i)).toBeInTheDocument()
    expect(within(card).getByText(/appears here at 7:00\s?am, Mon, 23 Nov, once you have accepted/i)).toBeInTheDocument()
    expect(within(card).queryByRole('link', { name: /^Call/ })).not.toBeInTheDocument()
    expect(within(card).getByText('Samagri the family keeps ready (2)')).toBeInTheDocument()
    expect(within(card).getByText('Samagri you bring (2)')).toBeInTheDocument()
    expect(within(card).getByText('Camphor and dhoop')).toBeInTheDocument()
    expect(within(card).getByText('Cash to collect: ₹2,299')).toBeInTheDocument()
    expect(within(card).queryByText('Sankalp details')).not.toBeInTheDocument()
    expect(within(card).getByRole('button', { name: 'Accept' })).toBeEnabled()
    expect(within(card).getByRole('button', { name: 'Decline' })).toBeEnabled()
    expect(within(card).queryByRole('button', { name: 'Start puja' })).not.toBeInTheDocument()
  })

  it("the family's sankalp is shown as they gave it, in the priest's language", () => {
    const sankalp = { gotra: 'Kashyap', nakshatra: 'Rohini', rashi: null, names: ['Ravi Kulkarni', 'Sita Kulkarni'] }
    show(visit({ sankalp }))
    const card = screen.getByRole('article', { name: 'Ganesh Puja' })
    expect(within(card).getByText('Sankalp details')).toBeInTheDocument()
    expect(within(card).getByText('Kashyap gotra, Rohini nakshatra, for Ravi Kulkarni, Sita Kulkarni')).toBeInTheDocument()
  })

  it('the sankalp in Hindi', () => {
    show(visit({ sankalp: { gotra: 'कश्यप', nakshatra: null, rashi: 'Taurus', names: ['रमेश'] } }), vi.fn(), 'hi')
    // Without the site's list the rashi reads as sent; the words around it are Hindi.
    expect(screen.getByText('कश्यप गोत्र, Taurus राशि, रमेश के लिए')).toBeInTheDocument()
  })

  it('the phone is a call link once the server sends it', () => {
    show(visit({ visitStatus: 'accepted', acceptBy: null, moves: ['started', 'declined'], customerPhone: '9876512345' }))
    expect(screen.getByRole('link', { name: 'Call 9876512345' })).toHaveAttribute('href', 'tel:+919876512345')
    expect(screen.getByRole('button', { name: 'Start puja' })).toBeEnabled()
  })

  it('accepting asks the server and shows its answer', async () => {
    const accepted = visit({ visitStatus: 'accepted', acceptBy: null, moves: ['declined'] })
    const calls = fakeApi({ 'POST /api/priest/bookings/PB1763775000123X7K2QM4PA9/accept': () => ({ body: accepted }) })
    const onChanged = show(visit())
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }))
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/priest/bookings/PB1763775000123X7K2QM4PA9/accept'])
    expect(onChanged).toHaveBeenCalledWith(accepted)
  })

  it('a lapsed offer is said in the priest’s words', async () => {
    fakeApi({ 'POST /api/priest/bookings/PB1763775000123X7K2QM4PA9/accept': () => ({ status: 409, body: { detail: 'x', code: 'offer_lapsed' } }) })
    const onChanged = show(visit())
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('The time to accept this booking has passed: it is being offered to another priest.')
    expect(onChanged).not.toHaveBeenCalled()
  })

  it('declining asks first, then the booking leaves the list', async () => {
    const calls = fakeApi({ 'POST /api/priest/bookings/PB1763775000123X7K2QM4PA9/decline': () => ({ body: { bookingId: 'PB1', message: 'ok' } }) })
    const onChanged = show(visit())
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }))
    expect(calls).toEqual([])
    await userEvent.click(screen.getByRole('button', { name: 'Yes, decline' }))
    expect(calls.map((c) => c.path)).toEqual(['/api/priest/bookings/PB1763775000123X7K2QM4PA9/decline'])
    expect(onChanged).toHaveBeenCalledWith(null)
  })

  it('a started puja completes only once it has a photo, which is uploaded as the file itself', async () => {
    const started = visit({ visitStatus: 'started', acceptBy: null, moves: [], customerPhone: '9876512345' })
    const withPhoto = { ...started, photos: ['/media/0123456789abcdef0123456789abcdef-640.webp'], moves: ['completed' as const] }
    const calls = fakeApi({ 'POST /api/priest/bookings/PB1763775000123X7K2QM4PA9/photos': () => ({ status: 201, body: withPhoto }) })
    const onChanged = show(started)
    expect(screen.getByRole('button', { name: 'Mark completed' })).toBeDisabled()
    expect(screen.getByText('Add a photo first.')).toBeInTheDocument()
    const file = new File([new Uint8Array([255, 216, 255])], 'puja.jpg', { type: 'image/jpeg' })
    await userEvent.upload(screen.getByLabelText('Add photo'), file)
    expect(calls[0].method).toBe('POST')
    expect(calls[0].body).toBe(file)
    expect(onChanged).toHaveBeenCalledWith(withPhoto)
  })

  it('a puja with its photo completes', async () => {
    const ready = visit({ visitStatus: 'started', acceptBy: null, moves: ['completed'], photos: ['/media/0123456789abcdef0123456789abcdef-640.webp'] })
    const done = { ...ready, visitStatus: 'completed' as const, bookingStatus: 'completed' as const, moves: [] }
    fakeApi({ 'POST /api/priest/bookings/PB1763775000123X7K2QM4PA9/complete': () => ({ body: done }) })
    const onChanged = show(ready)
    expect(screen.getByRole('img', { name: 'Photo 1 of the puja' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Mark completed' }))
    expect(onChanged).toHaveBeenCalledWith(done)
  })

  it('reads in Hindi', () => {
    show(visit(), vi.fn(), 'hi')
    expect(screen.getByRole('button', { name: 'स्वीकार करें' })).toBeInTheDocument()
    expect(screen.getByText('नई बुकिंग')).toBeInTheDocument()
    expect(screen.getByText('नकद लेना है: ₹2,299')).toBeInTheDocument()
  })
})
