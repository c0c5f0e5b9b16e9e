/** Playwright: the journeys of web/e2e in the system Chromium against the BUILT app (web/dist)
 * served by `punya serve` on a fresh database (e2e/serve.sh). Run `npm run build` first. */
import { defineConfig } from '@playwright/test'
import { E2E_PORT as PORT, FAKE_AUDIO_WAV } from './e2e/support/paths'

// `make test` picks a free port (PUNYA_E2E_PORT), so a server left running elsewhere never answers.
const BASE_URL = `http://127.0.0.1:${PORT}`
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
// Playwright makes a fresh profile per browser; it refuses --user-data-dir in args.
const chromium = (extra: string[] = []) => ({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...extra] })

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  globalSetup: './e2e/support/global-setup.ts',
  // Two cores: the server and one browser per worker share them.
  workers: 2,
  fullyParallel: false,
  // A flaky journey is a bug to fix, not to retry.
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    browserName: 'chromium',
    baseURL: BASE_URL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: false,
    hasTouch: false,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
    // A trace records every step of every journey; CI keeps nothing of a run but its output.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium(),
  },
  projects: [
    { name: 'chromium', testIgnore: /voice\.spec\.ts/ },
    {
      name: 'voice',
      testMatch: /voice\.spec\.ts/,
      use: {
        launchOptions: chromium([
          '--use-fake-ui-for-media-stream',
          '--use-fake-device-for-media-stream',
          // Played once from the start each time the microphone opens; the app stops on the pause after it.
          `--use-file-for-fake-audio-capture=${FAKE_AUDIO_WAV}%noloop`,
        ]),
      },
    },
  ],
  webServer: {
    command: './e2e/serve.sh',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: { PUNYA_E2E_PORT: String(PORT) },
  },
})
