/** The assistant socket client (src/lib/assistantSocket.ts) against a fake WebSocket. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AUDIO_CHUNK_BYTES, AssistantSocket } from '../../lib/assistantSocket'
import type { ServerEvent } from '../../lib/assistantProtocol'
import { FakeWebSocket } from './test/fakeWebSocket'
import { reply, session } from './test/frames'

function makeSocket() {
  const socket = new AssistantSocket({ url: 'ws://test/ws/assistant', createSocket: (url) => new FakeWebSocket(url) as unknown as WebSocket, random: () => 0.5 })
  const events: ServerEvent[] = []
  socket.subscribe((event) => events.push(event))
  return { socket, events }
}

beforeEach(() => {
  vi.useFakeTimers()
  FakeWebSocket.reset()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('AssistantSocket', () => {
  it('says hello without a session first, then resumes the stored session on reconnect', () => {
    const { socket } = makeSocket()
    socket.connect()
    const first = FakeWebSocket.latest()
    expect(socket.getState()).toBe('connecting')
    first.open()
    expect(socket.getState()).toBe('open')
    expect(first.frames()).toEqual([{ type: 'hello', language: 'en' }])

    first.receive(session({ sessionId: 'stored-session-id-123456' }))
    first.drop()
    expect(socket.getState()).toBe('reconnecting')
    vi.advanceTimersByTime(500)
    const second = FakeWebSocket.latest()
    expect(second).not.toBe(first)
    second.open()
    expect(second.frames()[0]).toEqual({ type: 'hello', sessionId: 'stored-session-id-123456', language: 'en' })
    socket.close()
  })

  it('backs off longer after each failed attempt and starts over once connected', () => {
    const { socket } = makeSocket()
    socket.connect()
    FakeWebSocket.latest().drop()
    vi.advanceTimersByTime(499)
    expect(FakeWebSocket.instances).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(FakeWebSocket.instances).toHaveLength(2)

    FakeWebSocket.latest().drop()
    vi.advanceTimersByTime(999)
    expect(FakeWebSocket.instances).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect(FakeWebSocket.instances).toHaveLength(3)

    FakeWebSocket.latest().open()
    FakeWebSocket.latest().drop()
    vi.advanceTimersByTime(500)
    expect(FakeWebSocket.instances).toHaveLength(4)
    socket.close()
  })

  it('queues what is sent while disconnected and delivers it in order after the hello', () => {
    const { socket } = makeSocket()
    socket.connect()
    FakeWebSocket.latest().drop()
    socket.selectService('kundli-horoscope-agent')
    socket.send('make my kundli')
    vi.advanceTimersByTime(500)
    const next = FakeWebSocket.latest()
    next.open()
    expect(next.frames()).toEqual([{ type: 'hello', language: 'en' }, { type: 'select_service', serviceId: 'kundli-horoscope-agent' }, { type: 'message', text: 'make my kundli' }])
    socket.close()
  })

  it('sends the device cart after every hello, before what was queued, and again only when it changes', () => {
    const { socket } = makeSocket()
    socket.setCart([{ productId: 'prod-mala', quantity: 2 }])
    socket.connect()
    FakeWebSocket.latest().drop()
    socket.send('checkout')
    vi.advanceTimersByTime(500)
    const next = FakeWebSocket.latest()
    next.open()
    expect(next.frames()).toEqual([
      { type: 'hello', language: 'en' },
      { type: 'cart', items: [{ productId: 'prod-mala', quantity: 2 }] },
      { type: 'message', text: 'checkout' },
    ])
    socket.setCart([{ productId: 'prod-mala', quantity: 2 }])
    socket.setCart([])
    expect(next.frames().slice(3)).toEqual([{ type: 'cart', items: [] }])
    socket.close()
  })

  it('sends again what the server had not taken up when the line dropped, and only that', () => {
    const { socket, events } = makeSocket()
    socket.connect()
    const first = FakeWebSocket.latest()
    first.open()
    const answered = socket.send('first question')
    first.receive({ type: 'typing' })
    expect(events).toContainEqual({ type: 'ack', id: answered })
    first.receive(reply('first answer'))
    socket.send('second question')
    first.drop()

    vi.advanceTimersByTime(500)
    const second = FakeWebSocket.latest()
    second.open()
    expect(second.frames().map((frame) => frame.text ?? frame.type)).toEqual(['hello', 'second question'])
    socket.close()
  })

  it('streams audio in chunks the server accepts, between audio_start and audio_end', () => {
    const { socket } = makeSocket()
    socket.connect()
    const ws = FakeWebSocket.latest()
    ws.open()
    socket.startAudio('webm')
    socket.sendAudio(new ArrayBuffer(AUDIO_CHUNK_BYTES * 2 + 100))
    socket.endAudio()
    const chunks = ws.binaries()
    expect(chunks.map((chunk) => chunk.byteLength)).toEqual([AUDIO_CHUNK_BYTES, AUDIO_CHUNK_BYTES, 100])
    expect(ws.frames().map((frame) => frame.type)).toEqual(['hello', 'audio_start', 'audio_end'])
    expect(ws.frames()[1]).toEqual({ type: 'audio_start', format: 'webm' })
    socket.close()
  })

  it('joins an audio frame with the binary sound after it', () => {
    const { socket, events } = makeSocket()
    socket.connect()
    const ws = FakeWebSocket.latest()
    ws.open()
    socket.speak('Namaste. Your puja is booked.')
    // A sentence at a time; the last part says so.
    ws.receive({ type: 'audio', mime: 'audio/mpeg', bytes: 4, last: false })
    const first = new ArrayBuffer(4)
    ws.receiveBinary(first)
    ws.receive({ type: 'audio', mime: 'audio/mpeg', bytes: 8, last: true })
    const second = new ArrayBuffer(8)
    ws.receiveBinary(second)
    expect(events.filter((event) => event.type === 'audio')).toEqual([
      { type: 'audio', mime: 'audio/mpeg', data: first, last: false },
      { type: 'audio', mime: 'audio/mpeg', data: second, last: true },
    ])
    socket.close()
  })

  it('refuses a frame over 64 KiB instead of sending it', () => {
    const { socket } = makeSocket()
    socket.connect()
    FakeWebSocket.latest().open()
    expect(() => socket.send('x'.repeat(70 * 1024))).toThrow(RangeError)
    expect(FakeWebSocket.latest().frames()).toEqual([{ type: 'hello', language: 'en' }])
    socket.close()
  })

  it('stops reconnecting once closed', () => {
    const { socket } = makeSocket()
    socket.connect()
    FakeWebSocket.latest().open()
    socket.close()
    expect(socket.getState()).toBe('closed')
    vi.advanceTimersByTime(60_000)
    expect(FakeWebSocket.instances).toHaveLength(1)
  })
})
