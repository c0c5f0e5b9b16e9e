// Loads one page of the built app in the system Chromium (playwright-core from web/node_modules)
// at phone size and prints, as JSON, every JavaScript response it loaded: URL, bytes on the
// wire as sent, and the body gzipped here at level 9 (so the server's compression does not
// matter). Usage: node home_js.mjs <repo root> <url>
import { createRequire } from 'node:module'
import path from 'node:path'
import zlib from 'node:zlib'

const [root, url] = process.argv.slice(2)
const require = createRequire(path.join(root, 'web', 'package.json'))
const { chromium } = require('playwright-core')

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'en-IN' })
  const pending = []
  page.on('response', (response) => {
    const type = response.headers()['content-type'] || ''
    const script = response.request().resourceType() === 'script' || /javascript/.test(type)
    if (!script || response.status() !== 200) return
    pending.push(
      response.body().then((body) => ({
        url: response.url(),
        raw: body.length,
        gzip: zlib.gzipSync(body, { level: 9 }).length,
      })),
    )
  })
  const errors = []
  page.on('pageerror', (error) => errors.push(String(error)))
  await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 })
  // The page has rendered its main heading: the route's own chunk has run.
  await page.locator('main h1, main h2').first().waitFor({ timeout: 30_000 }).catch(() => errors.push('no heading rendered'))
  const scripts = await Promise.all(pending)
  process.stdout.write(JSON.stringify({ url, scripts, errors }))
} finally {
  await browser.close()
}
