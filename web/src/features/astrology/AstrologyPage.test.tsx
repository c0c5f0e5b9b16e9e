/** The astrology screen as a devotee uses it: the three tabs, a Kundli from birth details (and from
 * the assistant's link), a match, the Panchang by city or location, and the server's refusals. */
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { I18nProvider } from '../../i18n/I18nProvider'
import { mockApi, type Route } from '../../components/payment/testing'
import AstrologyPage from './AstrologyPage'
import KUNDLI from './test/kundli-en.json'
import MATCH from './test/match-en.json'
import PANCHANG from './test/panchang-en.json'
import PANCHANG_HI from './test/panchang-hi.json'

function setup(path: string, routes: Record<string, Route> = {}) {
  const api = mockApi({
    'POST /api/kundli': { body: KUNDLI },
    'POST /api/kundli/match': { body: MATCH },
    'GET /api/panchang': (call) => ({ body: call.headers['Accept-Language'] === 'hi' ? PANCHANG_HI : PANCHANG }),
    'GET /api/places': (call) => ({ body: { places: call.query.get('q')?.startsWith('Var') ? [{ label: 'Varanasi, Uttar Pradesh, India', name: 'Varanasi', state: 'Uttar Pradesh', country: 'India', latitude: 25.3, longitude: 83, timezone: 'Asia/Kolkata' }] : [] } }),
    ...routes,
  })
  const router = createMemoryRouter([{ path: '/consult/astrology', Component: AstrologyPage }], { initialEntries: [path] })
  render(
    <I18nProvider>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
  return { api, router }
}

async function fillBirth(prefix: string, name: string, date: string, time: string, place: string) {
  await userEvent.type(document.getElementById(`${prefix}-name`)!, name)
  await userEvent.type(document.getElementById(`${prefix}-date`)!, date)
  await userEvent.type(document.getElementById(`${prefix}-time`)!, time)
  await userEvent.type(document.querySelector<HTMLInputElement>(`input[name="${prefix}-place"]`)!, place)
}

afterEach(() => vi.restoreAllMocks())

describe('astrology tabs', () => {
  it('opens on Kundli, keeps the chosen tab in the address and moves with the arrow keys', async () => {
    const { router } = setup('/consult/astrology')
    expect(screen.getByRole('tab', { name: 'Kundli' })).toHaveAttribute('aria-selected', 'true')
    await userEvent.click(screen.getByRole('tab', { name: 'Kundli Milan' }))
    expect(router.state.location.search).toBe('?tab=milan')
    expect(screen.getByRole('group', { name: 'Boy’s birth details' })).toBeInTheDocument()
    await userEvent.keyboard('{ArrowRight}')
    expect(router.state.location.search).toBe('?tab=panchang')
    expect(screen.getByRole('tab', { name: 'Panchang' })).toHaveFocus()
  })
})

describe('Kundli', () => {
  it('asks for every missing detail before calling the server', async () => {
    const { api } = setup('/consult/astrology')
    await userEvent.click(screen.getByRole('button', { name: 'Make my Kundli' }))
    expect(screen.getAllByText('Please fill this in')).toHaveLength(4)
    expect(api.callsTo('POST /api/kundli')).toHaveLength(0)
  })

  it('makes the chart from typed details and shows every part of the report', async () => {
    const { api } = setup('/consult/astrology')
    await fillBirth('kundli', 'Asha', '1990-05-15', '14:30', 'Pune')
    await userEvent.click(screen.getByRole('button', { name: 'Make my Kundli' }))
    expect(await screen.findByRole('heading', { name: 'Kundli of Asha' })).toBeInTheDocument()
    expect(api.callsTo('POST /api/kundli')[0].body).toEqual({ name: 'Asha', date_of_birth: '1990-05-15', time_of_birth: '14:30', place_of_birth: 'Pune', language: 'english' })
    // The chart in both styles, described for screen readers house by house.
    expect(screen.getByRole('img', { name: /Birth chart\. House 1: Leo/ })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'South Indian' }))
    expect(screen.getByRole('button', { name: 'South Indian' })).toHaveAttribute('aria-pressed', 'true')
    const planets = screen.getByRole('table', { name: 'Planets' })
    expect(within(planets).getAllByRole('row')).toHaveLength(11) // heading, ascendant, nine grahas
    expect(within(planets).getByRole('rowheader', { name: /Mercury/ })).toHaveTextContent('R')
    // The dasha running now is said and marked.
    const current = KUNDLI.dasha.current!
    expect(screen.getByText(new RegExp(`Now: ${current.mahadasha.planet} mahadasha, ${current.antardasha.planet} antardasha`))).toBeInTheDocument()
    expect(document.querySelector('li[aria-current="true"]')).toHaveTextContent(current.mahadasha.planet)
    for (const dosha of KUNDLI.doshas) expect(screen.getByText(`Rule: ${dosha.rule}`)).toBeInTheDocument()
    const transits = screen.getByRole('table', { name: 'Today’s transits (gochar)' })
    expect(within(transits).getAllByRole('row')).toHaveLength(5)
  })

  it('makes the chart at once from the assistant’s link', async () => {
    const { api } = setup('/consult/astrology?tab=kundli&name=Asha&date=1990-05-15&time=14%3A30&place=Pune')
    expect(await screen.findByRole('heading', { name: 'Kundli of Asha' })).toBeInTheDocument()
    expect(screen.getByText('Opened from the assistant with the details you gave it.')).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: /Place of birth/ })).toHaveValue('Pune')
    expect(api.callsTo('POST /api/kundli')).toHaveLength(1)
  })

  it('asks for the chart in Hindi when the devotee reads Hindi', async () => {
    localStorage.setItem('punya.lang', JSON.stringify({ value: 'hi', expires: Date.now() + 60_000 }))
    const { api } = setup('/consult/astrology?name=Asha&date=1990-05-15&time=14%3A30&place=Pune')
    await vi.waitFor(() => expect(api.callsTo('POST /api/kundli')).toHaveLength(1))
    expect((api.callsTo('POST /api/kundli')[0].body as { language: string }).language).toBe('hindi')
    expect(screen.getByRole('tab', { name: 'कुंडली' })).toHaveAttribute('aria-selected', 'true')
  })

  it('shows a place the server could not take at the field, with its suggestions to tap', async () => {
    setup('/consult/astrology', {
      'POST /api/kundli': {
        status: 422,
        body: { detail: 'We could not find "Varanashi". Did you mean: Varanasi, Uttar Pradesh, India?', code: 'invalid_birth_details', errors: [{ field: 'place_of_birth', message: 'We could not find "Varanashi". Did you mean: Varanasi, Uttar Pradesh, India?' }], suggestions: ['Varanasi, Uttar Pradesh, India'] },
      },
    })
    await fillBirth('kundli', 'Asha', '1990-05-15', '14:30', 'Varanashi')
    await userEvent.click(screen.getByRole('button', { name: 'Make my Kundli' }))
    expect(await screen.findByText(/We could not find "Varanashi"/)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Varanasi, Uttar Pradesh, India' }))
    expect(screen.getByLabelText(/Place of birth/)).toHaveValue('Varanasi, Uttar Pradesh, India')
  })

  it('offers places as the devotee types, chosen with the keyboard', async () => {
    setup('/consult/astrology')
    const place = screen.getByRole('combobox', { name: /Place of birth/ })
    await userEvent.type(place, 'Var')
    const option = await screen.findByRole('option', { name: /Varanasi/ })
    expect(place).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{ArrowDown}')
    expect(place).toHaveAttribute('aria-activedescendant', option.id)
    await userEvent.keyboard('{Enter}')
    expect(place).toHaveValue('Varanasi, Uttar Pradesh, India')
  })
})

describe('Kundli Milan', () => {
  it('matches two people and shows every koota, the total and the doshas with their rules', async () => {
    const { api } = setup('/consult/astrology?tab=milan')
    await fillBirth('milan-groom', 'Ravi', '1991-02-03', '07:45', 'Varanasi')
    await fillBirth('milan-bride', 'Asha', '1990-05-15', '14:30', 'Pune')
    await userEvent.click(screen.getByRole('button', { name: 'Match Kundlis' }))
    expect(await screen.findByRole('heading', { name: 'Ravi and Asha' })).toBeInTheDocument()
    const body = api.callsTo('POST /api/kundli/match')[0].body as { groom: { name: string }; bride: { name: string } }
    expect([body.groom.name, body.bride.name]).toEqual(['Ravi', 'Asha'])
    const total = Number.isInteger(MATCH.total) ? String(MATCH.total) : MATCH.total.toFixed(1)
    expect(screen.getAllByText(`${total} of 36 gunas`).length).toBeGreaterThan(0)
    for (const koota of MATCH.kootas) expect(screen.getByText(koota.title)).toBeInTheDocument()
    expect(screen.getByText(MATCH.doshas.mangal.verdict)).toBeInTheDocument()
    expect(screen.getByText(`Rule: ${MATCH.doshas.nadi.rule}`)).toBeInTheDocument()
  })

  it('fills both people from the assistant’s link after a match in the chat', async () => {
    const { api } = setup('/consult/astrology?tab=milan&name=Rahul&date=1994-03-12&time=06%3A30&place=Jaipur&bride_name=Priya&bride_date=1996-01-03&bride_time=14%3A30&bride_place=Lucknow')
    expect(document.getElementById('milan-groom-name')).toHaveValue('Rahul')
    expect(document.getElementById('milan-bride-name')).toHaveValue('Priya')
    expect(document.getElementById('milan-bride-date')).toHaveValue('1996-01-03')
    await userEvent.click(screen.getByRole('button', { name: 'Match Kundlis' }))
    const body = api.callsTo('POST /api/kundli/match')[0].body as { groom: { place_of_birth: string }; bride: { time_of_birth: string; place_of_birth: string } }
    expect([body.groom.place_of_birth, body.bride.time_of_birth, body.bride.place_of_birth]).toEqual(['Jaipur', '14:30', 'Lucknow'])
  })

  it('puts a refusal about the girl’s details at her fields', async () => {
    setup('/consult/astrology?tab=milan', {
      'POST /api/kundli/match': { status: 422, body: { detail: 'Bride: time_of_birth "25:00" is not a valid time', code: 'invalid_birth_details', errors: [{ field: 'bride.time_of_birth', message: 'Bride: time_of_birth "25:00" is not a valid time' }] } },
    })
    await fillBirth('milan-groom', 'Ravi', '1991-02-03', '07:45', 'Varanasi')
    await fillBirth('milan-bride', 'Asha', '1990-05-15', '25:00', 'Pune')
    await userEvent.click(screen.getByRole('button', { name: 'Match Kundlis' }))
    const girl = screen.getByRole('group', { name: 'Girl’s birth details' })
    expect(await within(girl).findByText('time_of_birth "25:00" is not a valid time')).toBeInTheDocument()
  })
})

describe('Panchang', () => {
  it('shows New Delhi by default with each limb’s end, the day’s times and its festivals', async () => {
    const { api } = setup('/consult/astrology?tab=panchang&date=2024-11-01')
    expect(await screen.findByRole('heading', { name: /1 November 2024, New Delhi/ })).toBeInTheDocument()
    expect(api.callsTo('GET /api/panchang')[0].query.get('place')).toBe('New Delhi')
    expect(screen.getAllByText('Amavasya').length).toBe(2) // the tithi at sunrise, and the day's vrat
    // Amavasya and the karana Naga with it; the month and the paksha, which turn at the new moon.
    expect(screen.getAllByText(/until 6:17 PM/)).toHaveLength(4)
    expect(screen.getByText('6:33 AM')).toBeInTheDocument() // sunrise
    expect(screen.getByRole('heading', { name: 'Festivals and vrats' }).parentElement).toHaveTextContent(PANCHANG.festivals[0].name)
  })

  it('names the month and paksha that begin at a new moon before the next sunrise', async () => {
    setup('/consult/astrology?tab=panchang&date=2024-11-01')
    const month = (await screen.findByText('Month (amanta)')).parentElement
    expect(month).toHaveTextContent(/^Month \(amanta\)Ashvin until 6:17 PM then Kartika$/)
    expect(screen.getByText('Paksha').parentElement).toHaveTextContent(/Krishna until 6:17 PM then Shukla$/)
    // Purnimanta Kartika runs on through the new moon, and the Vikram year turns at Chaitra's.
    expect(screen.getByText('Month (purnimanta)').parentElement).toHaveTextContent(/^Month \(purnimanta\)Kartika$/)
    expect(screen.getByText('Samvat').parentElement).toHaveTextContent(/^SamvatVikram 2081, Shaka 1946$/)
  })

  it('says Hindi times with the parts of the day the answer names', async () => {
    localStorage.setItem('punya.lang', JSON.stringify({ value: 'hi', expires: Date.now() + 60_000 }))
    setup('/consult/astrology?tab=panchang&date=2024-11-01')
    expect(await screen.findByText('सुबह 6:33')).toBeInTheDocument() // sunrise
    expect(screen.getByText('शाम 5:35')).toBeInTheDocument() // sunset
    expect(screen.getAllByText(/अगले दिन रात 3:31/).length).toBeGreaterThan(0) // the nakshatra's end
    expect(screen.getAllByText('दोपहर 12:04').length).toBeGreaterThan(0) // Rahu Kaal's end
  })

  it('says how to allow the location when it is refused, and keeps New Delhi', async () => {
    const geolocation = { getCurrentPosition: (_ok: unknown, fail: (error: { code: number }) => void) => fail({ code: 1 }) }
    vi.stubGlobal('navigator', { ...navigator, geolocation })
    setup('/consult/astrology?tab=panchang&date=2024-11-01')
    await screen.findByRole('heading', { name: /New Delhi/ })
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }))
    expect(await screen.findByText(/Location is switched off for this site/)).toBeInTheDocument()
    vi.unstubAllGlobals()
  })

  it('asks for the device’s place by coordinates and its own time zone when allowed', async () => {
    const geolocation = { getCurrentPosition: (ok: (position: { coords: { latitude: number; longitude: number } }) => void) => ok({ coords: { latitude: 18.5204, longitude: 73.8567 } }) }
    vi.stubGlobal('navigator', { ...navigator, geolocation })
    const { api } = setup('/consult/astrology?tab=panchang&date=2024-11-01')
    await screen.findByRole('heading', { name: /New Delhi/ })
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }))
    await vi.waitFor(() => expect(api.callsTo('GET /api/panchang').length).toBe(2))
    const asked = api.callsTo('GET /api/panchang')[1].query
    expect([asked.get('latitude'), asked.get('longitude'), asked.get('place')]).toEqual(['18.5204', '73.8567', null])
    expect(asked.get('zone')).toBeTruthy()
    vi.unstubAllGlobals()
  })
})
