/** The temple list: search, location and radius, pages of 6, empty and error states. */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SITE, fakeApi, fakeGeolocation, page, renderTemples, temple } from './testing'

afterEach(() => {
  vi.restoreAllMocks()
  Reflect.deleteProperty(navigator, 'geolocation')
})

const six = [1, 2, 3, 4, 5, 6].map((n) => temple(n))

describe('temple list', () => {
  it('shows the temples as links and pages through them, six at a time', async () => {
    const api = fakeApi({
      'GET /api/site': { body: SITE },
      'GET /api/temples': (call) => ({ body: call.query.get('page') === '2' ? page([temple(7)], 7, 2) : page(six, 7, 1) }),
    })
    const router = renderTemples()
    expect(await screen.findByText('7 temples found')).toBeInTheDocument()
    expect(screen.getAllByRole('listitem').filter((item) => item.querySelector('a'))).toHaveLength(6)
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()

    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByRole('heading', { name: 'Temple 7' })).toBeInTheDocument()
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument()
    expect(api.callsTo('GET /api/temples').at(-1)?.query.get('page')).toBe('2')
    expect(router.state.location.search).toContain('page=2')

    await userEvent.click(screen.getByRole('link', { name: /Temple 7/ }))
    expect(router.state.location.search).toContain('temple=temple-7')
  })

  it('searches what is typed, on the server', async () => {
    const api = fakeApi({ 'GET /api/site': { body: SITE }, 'GET /api/temples': (call) => ({ body: call.query.get('search') === 'kashi' ? page([temple(3, { name: 'Kashi Vishwanath' })]) : page(six) }) })
    renderTemples()
    await screen.findByText('6 temples found')
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search temples' }), 'kashi')
    expect(await screen.findByRole('heading', { name: 'Kashi Vishwanath' })).toBeInTheDocument()
    expect(api.callsTo('GET /api/temples').at(-1)?.query.get('search')).toBe('kashi')
  })

  it('finds temples near the devotee within the chosen radius', async () => {
    fakeGeolocation({ latitude: 19.02, longitude: 72.83 })
    const api = fakeApi({
      'GET /api/site': { body: SITE },
      'GET /api/temples': (call) => ({ body: call.query.get('lat') ? page([{ ...temple(1), distanceKm: 0.34 }], 1, 1, Number(call.query.get('radiusKm'))) : page(six) }),
    })
    renderTemples()
    await screen.findByText('6 temples found')
    await userEvent.click(screen.getByRole('button', { name: 'Use My Location' }))
    expect(await screen.findByText('Showing temples within 10 km of you')).toBeInTheDocument()
    expect(await screen.findByText('0.3 km away')).toBeInTheDocument()
    const near = api.callsTo('GET /api/temples').at(-1)!
    expect([near.query.get('lat'), near.query.get('lon'), near.query.get('radiusKm')]).toEqual(['19.02', '72.83', '10'])

    await userEvent.selectOptions(screen.getByLabelText('Distance'), '25')
    expect(await screen.findByText('Showing temples within 25 km of you')).toBeInTheDocument()
    await waitFor(() => expect(api.callsTo('GET /api/temples').at(-1)?.query.get('radiusKm')).toBe('25'))

    await userEvent.click(screen.getByRole('button', { name: 'Clear location' }))
    await waitFor(() => expect(api.callsTo('GET /api/temples').at(-1)?.query.get('lat')).toBeNull())
    expect(screen.queryByText(/Showing temples within/)).not.toBeInTheDocument()
  })

  it("says so, in the spec's words, when the location cannot be found", async () => {
    fakeGeolocation()
    fakeApi({ 'GET /api/site': { body: SITE }, 'GET /api/temples': { body: page(six) } })
    renderTemples()
    await userEvent.click(await screen.findByRole('button', { name: 'Use My Location' }))
    expect(await screen.findByText('Unable to get your location. Please enable location services.')).toBeInTheDocument()
  })

  it('says when the browser has no geolocation at all', async () => {
    fakeApi({ 'GET /api/site': { body: SITE }, 'GET /api/temples': { body: page(six) } })
    renderTemples()
    await userEvent.click(await screen.findByRole('button', { name: 'Use My Location' }))
    expect(await screen.findByText('Geolocation is not supported by this browser.')).toBeInTheDocument()
  })

  it('offers a wider radius when nothing is near', async () => {
    fakeGeolocation({ latitude: 12.97, longitude: 77.59 })
    const api = fakeApi({
      'GET /api/site': { body: SITE },
      'GET /api/temples': (call) => ({ body: call.query.get('radiusKm') === '25' ? page([temple(2)]) : call.query.get('lat') ? page([]) : page(six) }),
    })
    renderTemples()
    await userEvent.click(await screen.findByRole('button', { name: 'Use My Location' }))
    expect(await screen.findByText('No temples found')).toBeInTheDocument()
    expect(screen.getByText('There is no temple within 10 km of you yet.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Search within 25 km' }))
    expect(await screen.findByRole('heading', { name: 'Temple 2' })).toBeInTheDocument()
    expect(api.callsTo('GET /api/temples').at(-1)?.query.get('radiusKm')).toBe('25')
  })

  it('shows a clear message and a retry that works when the API is down', async () => {
    const api = fakeApi({ 'GET /api/site': { body: SITE }, 'GET /api/temples': 'network' })
    renderTemples()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('We could not reach Punya')
    api.set('GET /api/temples', { body: page(six) })
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('6 temples found')).toBeInTheDocument()
  })
})
