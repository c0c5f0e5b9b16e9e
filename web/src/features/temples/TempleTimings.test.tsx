/** The temple page shows the timings its admins published, in the devotee's language (a period without a name
 * reads "Open"), with the note; a temple that published none shows no timings section at all. */
import { render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { I18nContext, translate } from '../../i18n/context'
import { hi } from '../../i18n/hi'
import { TempleTimings } from './components/TempleTimings'
import { SITE, fakeApi, renderTemples, temple } from './testing'

afterEach(() => vi.restoreAllMocks())

const PUBLISHED = {
  timings: [
    { label: 'Mangala aarti', opens: '3:00 AM', closes: '4:00 AM' },
    { label: '', opens: '4:00 AM', closes: '11:00 PM' },
  ],
  timingsNote: 'Closed during an eclipse.',
}

describe('temple timings', () => {
  it('shows each period and the note on the temple page', async () => {
    fakeApi({ 'GET /api/site': { body: SITE }, 'GET /api/temples/temple-1': { body: temple(1, PUBLISHED) } })
    renderTemples('/temples?temple=temple-1')
    const section = await screen.findByRole('region', { name: 'Temple timings' })
    expect(within(section).getByText('Mangala aarti').nextSibling).toHaveTextContent('3:00 AM to 4:00 AM')
    expect(within(section).getByText('Open').nextSibling).toHaveTextContent('4:00 AM to 11:00 PM')
    expect(within(section).getByText('Closed during an eclipse.')).toBeInTheDocument()
  })

  it('shows no timings where the temple published none', async () => {
    fakeApi({ 'GET /api/site': { body: SITE }, 'GET /api/temples/temple-1': { body: temple(1) } })
    renderTemples('/temples?temple=temple-1')
    await screen.findByRole('heading', { level: 1, name: 'Temple 1' })
    expect(screen.queryByRole('region', { name: 'Temple timings' })).not.toBeInTheDocument()
  })

  it('speaks Hindi', () => {
    render(
      <I18nContext.Provider value={{ language: 'hi', setLanguage: () => {}, t: translate(hi) }}>
        <TempleTimings temple={{ timings: [{ label: 'मंगला आरती', opens: '3:00 AM', closes: '4:00 AM' }, PUBLISHED.timings[1]], timingsNote: 'ग्रहण में दर्शन बंद रहते हैं।' }} />
      </I18nContext.Provider>,
    )
    const section = screen.getByRole('region', { name: 'मंदिर का समय' })
    expect(within(section).getByText('मंगला आरती').nextSibling).toHaveTextContent('3:00 AM से 4:00 AM तक')
    expect(within(section).getByText('खुला')).toBeInTheDocument()
  })
})
