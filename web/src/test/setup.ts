import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeAll } from 'vitest'
import { allAreas, loadAreas } from '../i18n/catalogue'

// CI machines are shared and slow at times: wait up to 5 s for what a test expects to appear.
configure({ asyncUtilTimeout: 5000 })

// The app loads texts per route; components rendered alone in tests get them all up front.
beforeAll(async () => {
  await Promise.all([loadAreas('en', allAreas()), loadAreas('hi', allAreas())])
})

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})
