/** Server speech (for browsers without voices): a reply's sentences are played as they come,
 * and nothing arrives unasked for after its last part. */
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AssistantSocket } from '../../../lib/assistantSocket'
import type { ServerEvent } from '../../../lib/assistantProtocol'
import { useSpeaker } from './useSpeaker'

const played = vi.hoisted(() => [] as number[])

vi.mock('../voice/audioQueue', () => ({
  AudioQueue: class {
    add(data: ArrayBuffer) {
      played.push(data.byteLength)
    }
    stop() {}
  },
}))

function fakeSocket() {
  const listeners = new Set<(event: ServerEvent) => void>()
  const socket = {
    subscribe: (listener: (event: ServerEvent) => void) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    speak: vi.fn(() => true),
  }
  const receive = (event: ServerEvent) => act(() => listeners.forEach((listener) => listener(event)))
  return { socket: socket as unknown as AssistantSocket, receive }
}

const part = (bytes: number, last: boolean): ServerEvent => ({ type: 'audio', mime: 'audio/mpeg', data: new ArrayBuffer(bytes), last })

beforeEach(() => {
  played.length = 0
  vi.stubGlobal('speechSynthesis', undefined) // no browser voices: the server speaks
})

afterEach(() => vi.unstubAllGlobals())

describe('useSpeaker', () => {
  it('plays each sentence of a reply as it arrives, and nothing after the last', async () => {
    const { socket, receive } = fakeSocket()
    const { result } = renderHook(() => useSpeaker(socket))
    await act(() => result.current.speak('Namaste. Your puja is booked.'))
    expect(socket.speak).toHaveBeenCalledWith('Namaste. Your puja is booked.')
    receive(part(1, false))
    receive(part(2, true))
    receive(part(3, true)) // not asked for
    expect(played).toEqual([1, 2])
  })
})
