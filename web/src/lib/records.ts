/** The three records a devotee creates, as the API returns them (camelCase, money in rupees). */

export type RecordKind = 'priest' | 'temple' | 'store'

/** One line of a record's status history ({status, at}; payments add paymentStatus and transactionId). */
export interface HistoryEntry {
  status: string
  at: string
  paymentStatus?: string
  transactionId?: string
}

interface Customer {
  id: string
  customerName: string
  customerPhone: string
  customerEmail: string | null
  paymentStatus: string
  statusHistory: HistoryEntry[]
  createdAt: string
  updatedAt: string
}

export interface PriestBooking extends Customer {
  serviceId: string
  serviceName: string
  customerAddress: string
  isOnline: boolean
  selectedDate: string
  selectedTime: string
  specialRequests: string
  price: number
  status: string
  priestAssigned: string | null
}

export interface TempleBooking extends Customer {
  templeId: string
  serviceId: string
  serviceName: string
  selectedDate: string
  selectedTime: string
  specialRequests: string
  status: string
  totalAmount: number
}

export interface OrderLine {
  productId: string
  productName: string
  quantity: number
  price: number
  total: number
}

export interface StoreOrder extends Customer {
  customerId: string | null
  shippingAddress: string
  items: OrderLine[]
  subtotal: number
  shipping: number
  tax: number
  total: number
  paymentMethod: string
  orderStatus: string
  transactionId: string | null
}
