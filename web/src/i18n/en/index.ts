/** The shape of the English catalogue, by area (the texts load per area: see ../catalogue.ts). */
import type { common } from './common'
import type { layout } from './layout'
import type { home } from './home'
import type { priests } from './priests'
import type { astrology } from './astrology'
import type { store } from './store'
import type { orders } from './orders'
import type { profile } from './profile'
import type { policies } from './policies'
import type { temples } from './temples'
import type { payment } from './payment'
import type { assistant } from './assistant'
import type { verify } from './verify'
import type { slots } from './slots'
import type { priest } from './priest'

export interface Messages {
  common: typeof common
  layout: typeof layout
  home: typeof home
  priests: typeof priests
  astrology: typeof astrology
  store: typeof store
  orders: typeof orders
  profile: typeof profile
  policies: typeof policies
  temples: typeof temples
  payment: typeof payment
  assistant: typeof assistant
  verify: typeof verify
  slots: typeof slots
  priest: typeof priest
}

export type Area = keyof Messages
