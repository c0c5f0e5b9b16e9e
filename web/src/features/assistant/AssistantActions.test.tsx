/** The assistant's buttons and doings: suggestion chips, links, cart lines, the language it
 * speaks, and navigation that waits while the devotee types. */
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { I18nContext, translator } from '../../i18n/context'
import { CHECKOUT_DRAFT } from '../../lib/cart'
import { load } from '../../lib/storage'
import AssistantModal from './AssistantModal'
import { FakeWebSocket } from './test/fakeWebSocket'
import { progress, reply, session } from './test/frames'

function renderModal(language: 'en' | 'hi' = 'en') {
  const onClose = vi.fn()
  const Layout = () => (
    <>
      <AssistantModal open onClose={onClose} />
      <Outlet />
    </>
  )
  const router = createMemoryRouter([{ path: '/', element: <Layout />, children: [{ index: true, element: <p>Home page</p> }, { path: 'store', element: <p>Store page</p> }, { path: 'user/orders', element: <p>Orders page</p> }] }])
  const view = (lang: 'en' | 'hi') => (
    <I18nContext.Provider value={{ language: lang, setLanguage: () => undefined, t: translator('en') }}>
      <RouterProvider router={router} />
    </I18nContext.Provider>
  )
  const result = render(view(language))
  return { onClose, router, rerender: (lang: 'en' | 'hi') => result.rerender(view(lang)) }
}

function connect(frame: object = session()) {
  const ws = FakeWebSocket.latest()
  act(() => {
    ws.open()
    ws.receive(frame)
  })
  return ws
}

const serverSays = (ws: FakeWebSocket, frame: object) => act(() => ws.receive(frame))
const sent = (ws: FakeWebSocket) => ws.frames().filter((frame) => frame.type === 'message').map((frame) => frame.text)

beforeEach(() => {
  FakeWebSocket.reset()
  localStorage.clear()
  vi.stubGlobal('WebSocket', FakeWebSocket)
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the assistant does things', () => {
  it('offers suggestion chips under the greeting, and a chip sends its words', async () => {
    const user = userEvent.setup()
    renderModal()
    const ws = connect(session({ suggestions: [{ type: 'say', label: 'Book a pandit', text: 'I want to book a pandit' }] }))
    const chips = screen.getByRole('list', { name: 'Suggestions' })
    await user.click(within(chips).getByRole('button', { name: 'Book a pandit' }))
    expect(sent(ws)).toEqual(['I want to book a pandit'])
  })

  it('a link under a reply opens its screen and closes the assistant', async () => {
    const user = userEvent.setup()
    const { onClose, router } = renderModal()
    const ws = connect()
    serverSays(ws, reply('Booked! Your booking id is PB1.', { actions: [{ type: 'link', label: 'View in My Orders', route: '/user/orders?id=PB1' }] }))
    await user.click(screen.getByRole('button', { name: 'View in My Orders' }))
    expect(onClose).toHaveBeenCalled()
    expect(router.state.location.pathname + router.state.location.search).toBe('/user/orders?id=PB1')
  })

  it('puts the cart lines of a reply into the device cart once', () => {
    renderModal()
    const ws = connect()
    const line = { productId: 'prod-mala', productName: '5 Mukhi Rudraksha Mala', price: 1299, quantity: 2, stock: 5 }
    serverSays(ws, reply('Added 2 × 5 Mukhi Rudraksha Mala', { cart: [line] }))
    serverSays(ws, reply('Anything else?'))
    const draft = load<{ items: { productId: string; quantity: number }[] }>(`draft.${CHECKOUT_DRAFT}`)
    expect(draft?.items).toEqual([expect.objectContaining({ productId: 'prod-mala', quantity: 2 })])
  })

  it('shows the panel of a task form with the labels the server sends', () => {
    renderModal()
    const ws = connect()
    const booking = progress({ serviceId: 'Rudrabhishek' }, 'selectedDate', { form: 'priest_booking', fields: [['serviceId', 'puja'], ['selectedDate', 'date']] })
    serverSays(ws, reply('On which date?', { progress: booking }))
    const panel = screen.getByRole('region', { name: 'Puja booking' })
    expect(within(panel).getByText('Rudrabhishek')).toBeInTheDocument()
    expect(within(panel).getByText('Pending...')).toBeInTheDocument()
  })

  it('says where it is going, and waits while the devotee types', async () => {
    vi.useFakeTimers()
    const { onClose, router } = renderModal()
    const ws = connect()
    act(() => {
      const input = screen.getByLabelText('Message')
      input.focus()
    })
    await act(async () => {
      const input = screen.getByLabelText('Message') as HTMLInputElement
      // typing: the draft is not empty
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
      setter?.call(input, 'wait, one more thing')
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
    serverSays(ws, reply('Taking you to the spiritual store.', { intent: 'store', navigate: { route: '/store', delayMs: 2000 } }))
    expect(screen.getAllByRole('status').some((node) => node.textContent?.includes('Taking you to the spiritual store.'))).toBe(true)
    act(() => vi.advanceTimersByTime(5000))
    expect(screen.getByText('Finish typing, then tap Go to open the page.')).toBeInTheDocument()
    expect(onClose).not.toHaveBeenCalled()
    expect(router.state.location.pathname).toBe('/')
    act(() => screen.getByRole('button', { name: 'Go' }).click())
    expect(onClose).toHaveBeenCalled()
    expect(router.state.location.pathname).toBe('/store')
  })

  it('"Stay here" cancels a navigation', () => {
    vi.useFakeTimers()
    const { onClose, router } = renderModal()
    const ws = connect()
    serverSays(ws, reply('Taking you to the spiritual store.', { intent: 'store', navigate: { route: '/store', delayMs: 2000 } }))
    act(() => screen.getByRole('button', { name: 'Stay here' }).click())
    act(() => vi.advanceTimersByTime(3000))
    expect(onClose).not.toHaveBeenCalled()
    expect(router.state.location.pathname).toBe('/')
  })

  it('tells the server the language, and when it changes', () => {
    const { rerender } = renderModal('hi')
    const ws = connect()
    expect(ws.frames()[0]).toEqual({ type: 'hello', language: 'hi' })
    rerender('en')
    expect(ws.frames()).toContainEqual({ type: 'set_language', language: 'en' })
  })
})

describe('where the devotee is', () => {
  const PUNE = { latitude: 18.5204, longitude: 73.8567 }
  function device(permission: PermissionState) {
    const getCurrentPosition = vi.fn((ok: (position: { coords: typeof PUNE }) => void) => ok({ coords: PUNE }))
    const query = vi.fn(async () => ({ state: permission }))
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition }, permissions: { query } })
    return getCurrentPosition
  }
  const locations = (ws: FakeWebSocket) => ws.frames().filter((frame) => frame.type === 'location')

  it('goes to the assistant once it connects, when the browser already allows it', async () => {
    device('granted')
    renderModal()
    const ws = connect()
    await vi.waitFor(() => expect(locations(ws)).toEqual([{ type: 'location', ...PUNE }]))
  })

  it('is never asked for unprompted when the browser has not allowed it', async () => {
    const asked = device('prompt')
    renderModal()
    const ws = connect()
    await act(async () => Promise.resolve())
    expect(asked).not.toHaveBeenCalled()
    expect(locations(ws)).toEqual([])
  })

  it('"Use my location" under a reply asks the browser and sends it', async () => {
    const asked = device('prompt')
    renderModal()
    const ws = connect()
    serverSays(ws, reply('Thursday in New Delhi: the tithi is Amavasya.', { actions: [{ type: 'share_location', label: 'Use my location' }] }))
    await userEvent.click(screen.getByRole('button', { name: 'Use my location' }))
    expect(asked).toHaveBeenCalledTimes(1)
    expect(locations(ws)).toEqual([{ type: 'location', ...PUNE }])
  })
})
