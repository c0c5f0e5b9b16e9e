/** The confirmation says what the booking's status says: received (and a promise to confirm)
 * while it waits, booked once the server says it is confirmed. */
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import type { PriestBooking } from '../../../lib/records'
import { BookingConfirmation } from './BookingConfirmation'

const BOOKING = {
  id: 'PB1795',
  serviceId: 'puja-1',
  serviceName: 'Ganesh Puja',
  customerName: 'Asha Rao',
  customerPhone: '9876543210',
  customerEmail: null,
  customerAddress: '12 MG Road, Pune',
  isOnline: false,
  selectedDate: '2026-12-01',
  selectedTime: '10:00 AM - 12:00 PM',
  specialRequests: '',
  price: 2299,
  status: 'pending',
  paymentStatus: 'pending',
} as unknown as PriestBooking

function show(confirmation: Parameters<typeof BookingConfirmation>[0]['confirmation']) {
  render(
    <MemoryRouter>
      <BookingConfirmation confirmation={confirmation} onBack={() => undefined} />
    </MemoryRouter>,
  )
}

describe('priest BookingConfirmation', () => {
  it('a booking to be paid in cash is received, with the promise to confirm it', () => {
    show({ booking: BOOKING, payment: { method: 'cod', record: { id: 'PB1795', amount: 2299 }, transactionId: 'COD_ORDER' } })
    expect(screen.getByRole('heading', { name: 'Booking received!' })).toBeInTheDocument()
    expect(screen.getByText('We will confirm your booking within 12 hours.')).toBeInTheDocument()
  })

  it('a booking the server says is confirmed is booked, and no confirmation is promised', () => {
    show({ booking: BOOKING, payment: { method: 'online', record: { id: 'PB1795', amount: 2299 }, transactionId: 'TXN_1', recordStatus: 'confirmed' } })
    expect(screen.getByRole('heading', { name: 'Your puja is booked!' })).toBeInTheDocument()
    expect(screen.queryByText('We will confirm your booking within 12 hours.')).not.toBeInTheDocument()
    expect(screen.getByText('TXN_1')).toBeInTheDocument()
  })
})
