/** Voice in: the browser's recogniser where it works, and the recording fallback streamed to the
 * server when it does not (the recogniser is faked here as it fails in headless Chromium). */
import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { I18nContext, translator } from '../../i18n/context'
import AssistantModal from './AssistantModal'
import { FakeWebSocket } from './test/fakeWebSocket'
import { FakeMediaRecorder, installMicrophone, removeMicrophone } from './test/fakeMedia'
import { session } from './test/frames'

// A recogniser that fails the way headless Chromium's does (or succeeds, per test).
const recognizer = vi.hoisted(() => ({ supported: true, behaviour: 'audio-capture' as string, target: new EventTarget(), listeners: new Set<(listening: boolean, transcript: string) => void>() }))

vi.mock('react-speech-recognition', async () => {
  const React = await import('react')
  const recognition = Object.assign(recognizer.target, { interimResults: true })
  const emit = (listening: boolean, transcript = '') => recognizer.listeners.forEach((listener) => listener(listening, transcript))
  const SpeechRecognition = {
    getRecognition: () => recognition,
    browserSupportsSpeechRecognition: () => recognizer.supported,
    startListening: vi.fn(async () => {
      emit(true)
      setTimeout(() => {
        if (recognizer.behaviour === 'hears') {
          emit(true, 'book a priest')
        } else {
          const error = Object.assign(new Event('error'), { error: recognizer.behaviour })
          recognizer.target.dispatchEvent(error)
        }
        emit(false)
      }, 10)
    }),
    stopListening: vi.fn(async () => emit(false)),
  }
  function useSpeechRecognition() {
    const [state, setState] = React.useState({ listening: false, finalTranscript: '' })
    React.useEffect(() => {
      const listener = (listening: boolean, transcript: string) => setState((now) => ({ listening, finalTranscript: transcript || now.finalTranscript }))
      recognizer.listeners.add(listener)
      return () => void recognizer.listeners.delete(listener)
    }, [])
    return { ...state, resetTranscript: () => setState((now) => ({ ...now, finalTranscript: '' })), browserSupportsSpeechRecognition: recognizer.supported }
  }
  return { default: SpeechRecognition, useSpeechRecognition }
})

function renderModal() {
  const router = createMemoryRouter([{ path: '/', element: <AssistantModal open onClose={() => {}} /> }])
  render(<RouterProvider router={router} />)
  const ws = FakeWebSocket.latest()
  act(() => {
    ws.open()
    ws.receive(session())
  })
  return ws
}

/** No recogniser: the microphone records, streamed to the (fake) server. */
async function startRecording() {
  recognizer.supported = false
  installMicrophone()
  const user = userEvent.setup()
  const ws = renderModal()
  await user.click(screen.getByRole('button', { name: 'Microphone' }))
  await waitFor(() => expect(ws.frames()).toContainEqual({ type: 'audio_start', format: 'webm' }))
  return ws
}

/** As startRecording, then a second press ends the recording. */
async function recordAndStop() {
  const ws = await startRecording()
  await userEvent.setup().click(screen.getByRole('button', { name: 'Microphone' }))
  await waitFor(() => expect(ws.frames().map((frame) => frame.type)).toContain('audio_end'))
  return ws
}

beforeEach(() => {
  FakeWebSocket.reset()
  vi.stubGlobal('WebSocket', FakeWebSocket)
  recognizer.supported = true
  recognizer.behaviour = 'audio-capture'
})

afterEach(() => {
  vi.unstubAllGlobals()
  removeMicrophone()
})

describe('voice input', () => {
  it('sends what the browser recogniser heard as a message', async () => {
    recognizer.behaviour = 'hears'
    const user = userEvent.setup()
    const ws = renderModal()
    await user.click(screen.getByRole('button', { name: 'Microphone' }))
    await waitFor(() => expect(ws.frames()).toContainEqual({ type: 'message', text: 'book a priest' }))
    expect(screen.getByText('book a priest')).toBeInTheDocument()
  })

  it('falls back to recording when the recogniser cannot capture audio, and remembers it', async () => {
    const { getUserMedia } = installMicrophone()
    const user = userEvent.setup()
    const ws = renderModal()
    await user.click(screen.getByRole('button', { name: 'Microphone' }))
    await waitFor(() => expect(ws.frames()).toContainEqual({ type: 'audio_start', format: 'webm' }))
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true })
    expect(screen.getByText('Listening...')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Microphone' })).toHaveAttribute('aria-pressed', 'true')

    act(() => FakeMediaRecorder.instances[0].emit(1000))
    await user.click(screen.getByRole('button', { name: 'Microphone' })) // a second press stops
    await waitFor(() => expect(ws.frames().map((frame) => frame.type)).toContain('audio_end'))
    expect(ws.binaries().reduce((sum, chunk) => sum + chunk.byteLength, 0)).toBe(1003)
    expect(screen.getByText('Understanding what you said...')).toBeInTheDocument()

    act(() => {
      ws.receive({ type: 'transcript', text: 'I want to buy rudraksha' })
      ws.receive({ type: 'typing' })
    })
    expect(screen.getByText('I want to buy rudraksha')).toBeInTheDocument()
    expect(screen.queryByText('Understanding what you said...')).not.toBeInTheDocument()

    // The next press records straight away: the recogniser is not tried again this session.
    const { default: SpeechRecognition } = await import('react-speech-recognition')
    const tries = vi.mocked(SpeechRecognition.startListening).mock.calls.length
    await user.click(screen.getByRole('button', { name: 'Microphone' }))
    await waitFor(() => expect(FakeMediaRecorder.instances).toHaveLength(2))
    expect(vi.mocked(SpeechRecognition.startListening).mock.calls.length).toBe(tries)
  })

  it('records directly where there is no recogniser, and shows the spec text when nothing was heard', async () => {
    const ws = await recordAndStop()
    act(() => ws.receive({ type: 'error', code: 'voice_error', message: "Sorry, I couldn't hear you clearly. Please try again or type your message." }))
    expect(screen.getByRole('alert')).toHaveTextContent("Sorry, I couldn't hear you clearly. Please try again or type your message.")
    expect(screen.queryByRole('log')).not.toHaveTextContent("couldn't hear")
  })

  it('shows what the server hears as the devotee speaks, and stops recording when the server hears them stop', async () => {
    const ws = await startRecording()
    act(() => ws.receive({ type: 'partial_transcript', text: 'I need a pandit' }))
    expect(screen.getByText('I need a pandit', { selector: 'q' })).toBeInTheDocument()
    act(() => ws.receive({ type: 'partial_transcript', text: 'I need a pandit for a satyanarayan puja at my new home in Pune next Sunday morning' }))
    // The newest words stay in view.
    expect(screen.getByText('…puja at my new home in Pune next Sunday morning', { selector: 'q' })).toBeInTheDocument()
    expect(FakeMediaRecorder.instances[0].state).toBe('recording')
    act(() => ws.receive({ type: 'utterance_end' }))
    await waitFor(() => expect(ws.frames().map((frame) => frame.type)).toContain('audio_end'))
    expect(FakeMediaRecorder.instances[0].state).toBe('inactive')
    act(() => ws.receive({ type: 'transcript', text: 'I need a pandit for a satyanarayan puja' }))
    expect(screen.queryByText(/Pune/, { selector: 'q' })).not.toBeInTheDocument()
    expect(screen.getByText('I need a pandit for a satyanarayan puja')).toBeInTheDocument()
  })

  it('tells the devotee to type when every server listener is busy, in the words the server chose', async () => {
    const ws = await recordAndStop()
    const busy = "I'm listening to many devotees right now. Please type your message, or try the microphone again in a moment."
    act(() => ws.receive({ type: 'error', code: 'voice_busy', message: busy }))
    expect(screen.getByRole('alert')).toHaveTextContent(busy)
    expect(screen.queryByRole('log')).not.toHaveTextContent('many devotees')
    expect(screen.queryByText('Understanding what you said...')).not.toBeInTheDocument()
  })

  const BLOCKED = 'Microphone access is blocked. Allow it from the lock icon next to the address bar, then tap the mic again.'

  it('tells the devotee how to allow a blocked microphone, not the error code', async () => {
    recognizer.behaviour = 'not-allowed'
    installMicrophone()
    const user = userEvent.setup()
    renderModal()
    await user.click(screen.getByRole('button', { name: 'Microphone' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(BLOCKED)
    expect(alert).not.toHaveTextContent('not-allowed')
    expect(alert).not.toHaveTextContent('Speech recognition error')
  })

  it('says the same when the recording fallback is refused the microphone', async () => {
    recognizer.supported = false
    const { getUserMedia } = installMicrophone()
    getUserMedia.mockRejectedValueOnce(new DOMException('Permission denied', 'NotAllowedError'))
    const user = userEvent.setup()
    renderModal()
    await user.click(screen.getByRole('button', { name: 'Microphone' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(BLOCKED)
  })

  it('tells a Hindi reader in Hindi', async () => {
    recognizer.behaviour = 'not-allowed'
    installMicrophone()
    const user = userEvent.setup()
    const router = createMemoryRouter([{ path: '/', element: <AssistantModal open onClose={() => {}} /> }])
    render(
      <I18nContext.Provider value={{ language: 'hi', setLanguage: () => {}, t: translator('hi') }}>
        <RouterProvider router={router} />
      </I18nContext.Provider>,
    )
    await user.click(screen.getByRole('button', { name: 'माइक्रोफ़ोन' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('माइक्रोफ़ोन की अनुमति बंद है। एड्रेस बार के पास बने ताले के निशान पर टैप करके इसे चालू करें, फिर माइक दोबारा दबाएँ।')
  })

  // Where recording is impossible too, the recogniser's error is said in plain words.
  it.each([
    ['network', 'Voice input needs an internet connection. Check your connection and tap the mic again, or type your message.'],
    ['audio-capture', 'We could not use your microphone. Check that one is connected and not in use by another app, then tap the mic again.'],
    ['no-speech', "Sorry, I couldn't hear you clearly. Please try again or type your message."],
    ['service-not-allowed', 'Speech recognition not supported'],
    ['bad-grammar', 'Voice input did not work this time. Tap the mic to try again, or type your message.'],
  ])('says what %s means and what to do', async (code, text) => {
    recognizer.behaviour = code
    const user = userEvent.setup()
    renderModal()
    await user.click(screen.getByRole('button', { name: 'Microphone' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(text)
    expect(alert).not.toHaveTextContent(code)
  })
})
