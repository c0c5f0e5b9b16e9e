/** The assistant modal as a devotee uses it, against a fake assistant socket. */
import * as React from 'react'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { I18nContext, translate } from '../../i18n/context'
import { hi } from '../../i18n/hi'
import AssistantModal from './AssistantModal'
import { FakeWebSocket } from './test/fakeWebSocket'
import { kundliFixture } from './test/kundliFixture'
import { GREETING, message, progress, reply, session } from './test/frames'

function renderModal(options: { onClose?: () => void; wrap?: (node: React.ReactNode) => React.ReactNode } = {}) {
  const onClose = options.onClose ?? vi.fn()
  const wrap = options.wrap ?? ((node) => node)
  const Layout = () => (
    <>
      <AssistantModal open onClose={onClose} />
      <Outlet />
    </>
  )
  const router = createMemoryRouter([{ path: '/', element: <Layout />, children: [{ index: true, element: <p>Home page</p> }, { path: 'store', element: <p>Store page</p> }] }])
  render(wrap(<RouterProvider router={router} />))
  return { onClose, router }
}

/** Opens the fake server side and answers the hello. */
function connect(frame: object = session()) {
  const ws = FakeWebSocket.latest()
  act(() => {
    ws.open()
    ws.receive(frame)
  })
  return ws
}

const serverSays = (ws: FakeWebSocket, frame: object) => act(() => ws.receive(frame))
const sentMessages = (ws: FakeWebSocket) => ws.frames().filter((frame) => frame.type === 'message').map((frame) => frame.text)

beforeEach(() => {
  FakeWebSocket.reset()
  vi.stubGlobal('WebSocket', FakeWebSocket)
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('AssistantModal', () => {
  it('shows the titled dialog, the greeting once, and the services to choose from', () => {
    renderModal()
    connect()
    const dialog = screen.getByRole('dialog', { name: 'Spiritual Assistant' })
    expect(within(dialog).getAllByText(GREETING)).toHaveLength(1)
    expect(screen.getByRole('status', { name: '' })).toBeInTheDocument()
    const picker = screen.getByLabelText('Service')
    expect(within(picker).getByRole('option', { name: /Kundli & Horoscope Agent/ })).toBeInTheDocument()
    expect(screen.getByText('Connected')).toBeInTheDocument()
  })

  it('enables Send only for a real message, and not while the reply is awaited', async () => {
    const user = userEvent.setup()
    renderModal()
    const ws = connect()
    const send = screen.getByRole('button', { name: 'Send' })
    const input = screen.getByPlaceholderText('Type your message...')
    expect(send).toBeDisabled()
    await user.type(input, '   ')
    expect(send).toBeDisabled()
    await user.clear(input)
    await user.type(input, 'Which puja for a new home?')
    expect(send).toBeEnabled()
    await user.click(send)

    expect(sentMessages(ws)).toEqual(['Which puja for a new home?'])
    expect(within(screen.getByRole('log')).getByText('Which puja for a new home?')).toBeInTheDocument()
    expect(input).toHaveValue('')
    await user.type(input, 'And the cost?')
    expect(send).toBeDisabled() // busy: the first answer has not come

    serverSays(ws, { type: 'typing' })
    expect(screen.getByText('The assistant is typing...')).toBeInTheDocument()
    serverSays(ws, reply('Griha Pravesh puja is performed before moving in.'))
    expect(screen.queryByText('The assistant is typing...')).not.toBeInTheDocument()
    expect(screen.getByText('Griha Pravesh puja is performed before moving in.')).toBeInTheDocument()
    expect(send).toBeEnabled()
    await user.keyboard('{Enter}')
    expect(sentMessages(ws)).toEqual(['Which puja for a new home?', 'And the cost?'])
  })

  it('selects a service and says it is connected to it', async () => {
    const user = userEvent.setup()
    renderModal()
    const ws = connect()
    await user.selectOptions(screen.getByLabelText('Service'), 'kundli-horoscope-agent')
    expect(ws.frames()).toContainEqual({ type: 'select_service', serviceId: 'kundli-horoscope-agent' })
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Connected to Kundli & Horoscope Agent')
  })

  it('shows the birth-detail panel while details are collected, Pending... for those not given', () => {
    renderModal()
    const ws = connect(session({ serviceId: 'kundli-horoscope-agent' }))
    expect(screen.queryByText('Birth details')).not.toBeInTheDocument()
    serverSays(ws, reply('What is your date of birth?', { serviceId: 'kundli-horoscope-agent', intent: 'birth_details', progress: progress({ name: 'Ravi Kumar' }, 'dateOfBirth') }))
    const panel = screen.getByRole('region', { name: 'Birth details' })
    expect(within(panel).getByText('Ravi Kumar')).toBeInTheDocument()
    expect(within(panel).getAllByText('Pending...')).toHaveLength(3)
    expect(within(panel).getByText('Step 2 of 4')).toBeInTheDocument()

    serverSays(ws, reply('Here is your Kundli.', { serviceId: 'kundli-horoscope-agent', intent: 'kundli_generated', progress: progress({ name: 'Ravi Kumar', dateOfBirth: '1990-05-15', timeOfBirth: '14:30', placeOfBirth: 'Pune' }, null) }))
    expect(screen.queryByRole('region', { name: 'Birth details' })).not.toBeInTheDocument()
  })

  it('goes to the screen a reply asks for after its delay, and closes', () => {
    vi.useFakeTimers()
    const { onClose, router } = renderModal()
    const ws = connect()
    serverSays(ws, reply('Taking you to the spiritual store.', { intent: 'store', navigate: { route: '/store', delayMs: 2000 } }))
    act(() => vi.advanceTimersByTime(1900))
    expect(router.state.location.pathname).toBe('/')
    expect(onClose).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(100))
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(router.state.location.pathname).toBe('/store')
    expect(screen.getByText('Store page')).toBeInTheDocument()
  })

  it('never navigates away from the app', () => {
    vi.useFakeTimers()
    const { onClose, router } = renderModal()
    const ws = connect()
    serverSays(ws, reply('Elsewhere', { navigate: { route: '//evil.example/store', delayMs: 10 } }))
    act(() => vi.advanceTimersByTime(100))
    expect(onClose).not.toHaveBeenCalled()
    expect(router.state.location.pathname).toBe('/')
  })

  it('shows a Kundli as a readable card, never as raw data', () => {
    renderModal()
    const ws = connect(session({ serviceId: 'kundli-horoscope-agent' }))
    serverSays(ws, reply('Your Kundli is ready.', { serviceId: 'kundli-horoscope-agent', intent: 'kundli_generated', kundli: kundliFixture }))
    const card = screen.getByRole('article')
    expect(within(card).getByRole('heading', { name: 'Kundli of Asha' })).toBeInTheDocument()
    expect(within(card).getByText('Lagna (Ascendant)').nextSibling).toHaveTextContent('Leo (Simha)')
    expect(within(card).getByText('Moon sign (Rashi)').nextSibling).toHaveTextContent('Capricorn (Makara)')
    expect(within(card).getByText('Uttara Ashadha, pada 2')).toBeInTheDocument()
    const rows = within(card).getAllByRole('row')
    const saturn = rows.find((row) => within(row).queryByRole('rowheader', { name: /Saturn/ }))
    expect(saturn).toHaveTextContent(/Saturn\s*R\s*Capricorn\s*1°31'33"\s*6/)
    expect(within(card).getByText('Rahu: 7 Jan 2011 to 6 Jan 2029')).toBeInTheDocument()
    expect(within(card).getByText('Mangal Dosha')).toBeInTheDocument()
    expect(within(card).getByRole('img', { name: /Birth chart/ })).toBeInTheDocument()
    expect(card.textContent).not.toContain('{')
  })

  it('restores the conversation of a resumed session', () => {
    renderModal()
    connect(session({ history: [message(GREETING), message('Is today good for Satyanarayan puja?', true), message('Yes, Purnima is auspicious.')] }))
    const log = screen.getByRole('log')
    expect(within(log).getByText('Is today good for Satyanarayan puja?')).toBeInTheDocument()
    expect(within(log).getByText('Yes, Purnima is auspicious.')).toBeInTheDocument()
    expect(within(log).getAllByText(GREETING)).toHaveLength(1)
  })

  it('keeps what is sent while offline, marked waiting, and delivers it on reconnect', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderModal()
    const first = connect()
    act(() => first.drop())
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(/Reconnecting/)
    await user.type(screen.getByPlaceholderText('Type your message...'), 'book a priest{Enter}')
    expect(screen.getByText('Waiting to send')).toBeInTheDocument()

    act(() => vi.advanceTimersByTime(600))
    const second = FakeWebSocket.latest()
    expect(second).not.toBe(first)
    act(() => second.open())
    expect(sentMessages(second)).toEqual(['book a priest'])
    serverSays(second, { type: 'typing' })
    expect(screen.queryByText('Waiting to send')).not.toBeInTheDocument()
  })

  it('keeps the draft when the modal closes and opens again', async () => {
    const user = userEvent.setup()
    const router = createMemoryRouter([
      {
        path: '/',
        Component: function Toggle() {
          const [open, setOpen] = React.useState(true)
          return (
            <>
              <button onClick={() => setOpen(true)}>Open assistant</button>
              <AssistantModal open={open} onClose={() => setOpen(false)} />
            </>
          )
        },
      },
    ])
    render(<RouterProvider router={router} />)
    connect()
    await user.type(screen.getByPlaceholderText('Type your message...'), 'half a thought')
    await user.click(screen.getByRole('button', { name: 'Close' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'Open assistant' }))
    expect(screen.getByPlaceholderText('Type your message...')).toHaveValue('half a thought')
  })

  it('says a server refusal in the conversation (unknown service)', () => {
    renderModal()
    const ws = connect()
    serverSays(ws, { type: 'error', code: 'unknown_service', message: 'Service not found or inactive' })
    expect(within(screen.getByRole('log')).getByText('Service not found or inactive')).toBeInTheDocument()
  })

  it('says speech recognition is not supported when neither recognition nor recording exists', async () => {
    const user = userEvent.setup()
    renderModal()
    connect()
    await user.click(screen.getByRole('button', { name: 'Microphone' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Speech recognition not supported')
  })

  it('shows what the server heard as the devotee\'s message', () => {
    renderModal()
    const ws = connect()
    serverSays(ws, { type: 'transcript', text: 'I want to buy rudraksha' })
    expect(within(screen.getByRole('log')).getByText('I want to buy rudraksha')).toBeInTheDocument()
  })

  it('speaks Hindi in the interface, not in the conversation', () => {
    const wrap = (node: React.ReactNode) => <I18nContext.Provider value={{ language: 'hi', setLanguage: () => {}, t: translate(hi) }}>{node}</I18nContext.Provider>
    renderModal({ wrap })
    const ws = connect()
    expect(screen.getByRole('dialog', { name: 'आध्यात्मिक सहायक' })).toBeInTheDocument()
    expect(screen.getByPlaceholderText('अपना संदेश लिखें...')).toBeInTheDocument()
    serverSays(ws, reply('Connected to Kundli & Horoscope Agent', { intent: 'service_selected', serviceId: 'kundli-horoscope-agent' }))
    expect(within(screen.getByRole('log')).getByText('Connected to Kundli & Horoscope Agent')).toBeInTheDocument()
  })
})
