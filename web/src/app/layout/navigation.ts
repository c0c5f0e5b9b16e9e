/** The main destinations: the phone's bottom bar and the desktop header show these, in this order. */
import type { ComponentType } from 'react'
import type { MessageKey } from '../../i18n/context'
import { HomeIcon, OrdersIcon, PriestIcon, StarIcon, StoreIcon, TempleIcon } from '../../components/icons'

export interface Destination {
  to: string
  label: MessageKey
  Icon: ComponentType<{ size?: number }>
}

export const MAIN_DESTINATIONS: readonly Destination[] = [
  { to: '/', label: 'layout.home', Icon: HomeIcon },
  { to: '/book/priest', label: 'layout.priests', Icon: PriestIcon },
  { to: '/consult/astrology', label: 'layout.astrology', Icon: StarIcon },
  { to: '/store', label: 'layout.store', Icon: StoreIcon },
  { to: '/temples', label: 'layout.temples', Icon: TempleIcon },
  { to: '/user/orders', label: 'layout.orders', Icon: OrdersIcon },
]
