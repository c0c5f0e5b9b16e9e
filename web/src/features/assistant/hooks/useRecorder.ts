/** The recording fallback: the microphone through MediaRecorder, streamed over the assistant
 * socket (audio_start, binary chunks, audio_end); the server sends partial transcripts while
 * the devotee speaks, says when it heard them stop (the recorder then stops), and answers
 * with the transcript. */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { AssistantSocket } from '../../../lib/assistantSocket'
import { VOICE_CODES } from '../conversation'
import { recordingFormat } from '../voice/fallback'
import { watchSilence } from '../voice/silence'

export const MAX_RECORDING_MS = 15_000
const TRANSCRIBE_TIMEOUT_MS = 45_000
// A chunk every 100 ms, as the server's ear expects: it ends an utterance at the first chunk
// after the pause, so a longer slice would keep the devotee waiting for it.
const TIMESLICE_MS = 100

export type RecorderStatus = 'idle' | 'recording' | 'transcribing'

interface Active {
  stop: () => void
}

/** `onFailed(code, message)`: the server could not use the recording (code `voice_error` means
 * it heard nothing); or the microphone could not be opened (a recognition-style code). */
export function useRecorder(socket: AssistantSocket, onFailed: (code: string, message?: string) => void) {
  const [status, setStatus] = useState<RecorderStatus>('idle')
  const [partial, setPartial] = useState('') // what the server has heard so far
  const active = useRef<Active | null>(null)
  const cancelled = useRef(false) // stopped before the microphone opened
  const current = useRef<RecorderStatus>('idle')
  const failed = useRef(onFailed)
  useEffect(() => {
    failed.current = onFailed
    current.current = status
  })

  // The server's answer to the recording ends the "transcribing" state.
  useEffect(
    () =>
      socket.subscribe((event) => {
        if (event.type === 'partial_transcript' && current.current !== 'idle') setPartial(event.text)
        // The server heard the devotee stop: stop recording (what was sent is all it needs).
        if (event.type === 'utterance_end') active.current?.stop()
        if (event.type === 'transcript') {
          setPartial('')
          setStatus((now) => (now === 'transcribing' ? 'idle' : now))
        }
        if (event.type === 'error' && VOICE_CODES.has(event.code) && current.current !== 'idle') {
          setPartial('')
          setStatus((now) => (now === 'transcribing' ? 'idle' : now))
          failed.current(event.code, event.message)
        }
      }),
    [socket],
  )

  useEffect(() => {
    if (status !== 'transcribing') return
    const timer = setTimeout(() => setStatus('idle'), TRANSCRIBE_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [status])

  const start = useCallback(async () => {
    const found = recordingFormat((mime) => MediaRecorder.isTypeSupported(mime))
    if (!found) throw new Error('no recording format')
    setStatus('recording')
    setPartial('')
    cancelled.current = false
    let stream: MediaStream
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true })
    } catch (error) {
      setStatus('idle')
      const name = error instanceof DOMException ? error.name : ''
      failed.current(name === 'NotAllowedError' || name === 'SecurityError' ? 'not-allowed' : 'audio-capture')
      return
    }
    if (cancelled.current) {
      stream.getTracks().forEach((track) => track.stop())
      setStatus('idle')
      return
    }
    const recorder = new MediaRecorder(stream, { mimeType: found.mime })
    // Chunks are read asynchronously: chain them so they reach the socket in order.
    let chain = Promise.resolve()
    const stop = () => {
      if (recorder.state !== 'inactive') recorder.stop()
    }
    recorder.ondataavailable = (event) => {
      if (event.data.size === 0) return
      chain = chain
        .then(() => event.data.arrayBuffer())
        .then((data) => socket.sendAudio(data))
        .catch(stop) // too large: what was recorded so far is sent
    }
    // Record at once: the devotee may already be talking (the first chunk comes later, after
    // audio_start has gone).
    recorder.start(TIMESLICE_MS)
    socket.startAudio(found.format)
    const stopWatching = watchSilence(stream, stop)
    const limit = setTimeout(stop, MAX_RECORDING_MS)
    recorder.onstop = () => {
      clearTimeout(limit)
      stopWatching()
      stream.getTracks().forEach((track) => track.stop())
      active.current = null
      setStatus('transcribing')
      chain = chain.then(() => socket.endAudio())
    }
    active.current = { stop }
  }, [socket])

  const stop = useCallback(() => {
    if (active.current) active.current.stop()
    else if (current.current === 'recording') {
      cancelled.current = true
      setStatus('idle')
    }
  }, [])

  // Leaving the assistant for good releases the microphone.
  useEffect(() => () => active.current?.stop(), [])

  return { status, start, stop, partial: status === 'idle' ? '' : partial }
}
