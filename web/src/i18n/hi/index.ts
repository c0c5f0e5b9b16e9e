/** Every Hindi text in one object, for tests that render in Hindi (the app loads areas: ../catalogue.ts). */
import type { Catalogue } from '../context'
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
import { verify } from './verify'
import { slots } from './slots'
import { priest } from './priest'

export const hi: Catalogue = { common, layout, home, priests, astrology, store, orders, profile, policies, temples, payment, assistant, verify, slots, priest }
