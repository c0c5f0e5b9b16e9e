import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach } from 'vitest'
import { allAreas, loadAreas } from '../i18n/catalogue'
import { setSiteLimits, type Limits } from '../lib/site'
import LIMITS from './siteLimits.json'

// CI machines are shared and slow at times: wait up to 5 s for what a test expects to appear.
configure({ asyncUtilTimeout: 5000 })

// The app loads texts per route; components rendered alone in tests get them all up front.
beforeAll(async () => {
  await Promise.all([loadAreas('en', allAreas()), loadAreas('hi', allAreas())])
})

// The server's limits, as GET /api/site publishes them (a server test keeps this file equal), so
// forms rendered alone check what they check once the site info has arrived.
beforeEach(() => {
  setSiteLimits(LIMITS as Limits)
})

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})
