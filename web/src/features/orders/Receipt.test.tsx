/** The printable receipt: a priest booking names its priest (or says one is still to be sent), and in
 * Hindi every date is written with Hindi month names. */
import { cleanup, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { I18nContext, translator, type Language } from '../../i18n/context'
import { Receipt } from './components/Receipt'
import { entryOf } from './model'
import type { PriestBooking } from './api'

const BOOKING: PriestBooking = {
  id: 'PB1764000000000K2QM4PA9',
  shortId: 'PB-K2QM4PA9',
  serviceId: 'ganesh-puja',
  serviceName: 'गणेश पूजा',
  customerName: 'Meera Iyer',
  customerPhone: '9845012345',
  customerEmail: null,
  customerAddress: 'Flat 4, Kothrud, Pune',
  isOnline: false,
  selectedDate: '2026-12-02',
  selectedTime: '8:00 AM - 10:00 AM',
  specialRequests: '',
  sankalp: null,
  price: 2299,
  status: 'confirmed',
  priestAssigned: 'पंडित रमेश शास्त्री',
  priestId: 'priest-ramesh-shastri',
  language: null,
  paymentStatus: 'paid',
  photos: [],
  statusHistory: [],
  createdAt: '2026-11-29T05:00:00Z',
  updatedAt: '2026-11-29T05:00:00Z',
  refunds: [],
  payable: false,
  cancellable: true,
  movable: false,
  returnable: false,
  reviewable: false,
  review: null,
  receipt: { state: 'paid_online', transactionId: 'TXN_1764000000000ABCDEFGHJK' },
}

function show(booking: PriestBooking, language: Language) {
  render(
    <I18nContext.Provider value={{ language, setLanguage: () => {}, t: translator(language) }}>
      <Receipt entry={entryOf('priest', booking)} site={undefined} />
    </I18nContext.Provider>,
  )
}

describe('the receipt', () => {
  it('names the priest, in Hindi with Hindi dates', () => {
    show(BOOKING, 'hi')
    expect(screen.getByText('पंडित जी').nextElementSibling).toHaveTextContent('पंडित रमेश शास्त्री')
    expect(screen.getByText(/2 दिस॰ 2026/)).toBeInTheDocument()
    expect(screen.getByText(/29 नव॰ 2026/)).toBeInTheDocument()
    expect(document.body).not.toHaveTextContent(/Dec|Nov/)
  })

  it('says the priest is still to be sent while none is', () => {
    show({ ...BOOKING, serviceName: 'Ganesh Puja', priestAssigned: null, priestId: null }, 'en')
    expect(screen.getByText('Priest').nextElementSibling).toHaveTextContent('Assigned when the booking is confirmed')
    expect(screen.getByText(/2 Dec 2026/)).toBeInTheDocument()
  })

  it('prints the sankalp the devotee gave, and nothing of it when none was given', () => {
    const sankalp = { gotra: 'कश्यप', nakshatra: 'Rohini', rashi: null, names: ['रमेश', 'सीता'] }
    show({ ...BOOKING, sankalp }, 'hi')
    expect(screen.getByText('संकल्प').nextElementSibling).toHaveTextContent('कश्यप गोत्र, Rohini नक्षत्र, रमेश, सीता के लिए')
    cleanup()
    show(BOOKING, 'en')
    expect(screen.queryByText('Sankalp')).not.toBeInTheDocument()
  })
})
