/** Every English text, by area. Texts in the product spec are copied exactly. */
import { common } from './common'
import { layout } from './layout'
import { home } from './home'
import { priests } from './priests'
import { astrology } from './astrology'
import { store } from './store'
import { orders } from './orders'
import { profile } from './profile'
import { policies } from './policies'
import { temples } from './temples'
import { payment } from './payment'
import { assistant } from './assistant'

export const en = { common, layout, home, priests, astrology, store, orders, profile, policies, temples, payment, assistant }

export type Messages = typeof en
