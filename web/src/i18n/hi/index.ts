/** Every Hindi text, by area; loaded only when Hindi is chosen. */
import type { Messages } from '../en'
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

type Catalogue = { [N in keyof Messages]: Record<keyof Messages[N], string> }

export const hi: Catalogue = { common, layout, home, priests, astrology, store, orders, profile, policies, temples, payment, assistant }
