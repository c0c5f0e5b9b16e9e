/** The microphone button: speech recognition where the browser can, else (or once it has
 * failed here) a recording the server transcribes; one press starts, a second press stops. */
import { useCallback, useState } from 'react'
import type { AssistantSocket } from '../../../lib/assistantSocket'
import { browserCanRecord, chooseVoicePath, needsRecorder, rememberFallback, rememberedFallback } from '../voice/fallback'
import { useRecognition } from './useRecognition'
import { useRecorder } from './useRecorder'

export type VoiceStatus = 'idle' | 'listening' | 'transcribing'

export type VoiceProblem =
  | { kind: 'unsupported' }
  | { kind: 'recognition'; code: string }
  | { kind: 'unheard' } // the spec's voice error
  | { kind: 'server'; message: string }

interface Options {
  /** Text heard by the browser's recogniser (the server's transcripts come as socket events). */
  onHeard: (text: string) => void
  /** The devotee is about to speak (stop talking over them). */
  onStart: () => void
}

export function useVoiceInput(socket: AssistantSocket, { onHeard, onStart }: Options) {
  const [problem, setProblem] = useState<VoiceProblem | null>(null)

  const recorder = useRecorder(socket, (code, message) => {
    if (code === 'voice_error' || code === 'timeout' || code === 'empty') setProblem({ kind: 'unheard' })
    else if (message) setProblem({ kind: 'server', message })
    else setProblem({ kind: 'recognition', code })
  })

  const recognition = useRecognition(onHeard, (code) => {
    if (needsRecorder(code) && browserCanRecord()) {
      // This browser cannot recognise speech here: record instead, now and for the session.
      rememberFallback()
      void recorder.start()
    } else if (code === 'no-speech') setProblem({ kind: 'unheard' })
    else setProblem({ kind: 'recognition', code })
  })

  const status: VoiceStatus = recorder.status === 'recording' || recognition.listening ? 'listening' : recorder.status === 'transcribing' ? 'transcribing' : 'idle'

  /** Stops listening (what was said still goes to the server and is answered). */
  const { stop: stopRecorder } = recorder
  const { stop: stopRecognition } = recognition
  const stop = useCallback(() => {
    stopRecorder()
    stopRecognition()
  }, [stopRecorder, stopRecognition])

  const toggle = useCallback(() => {
    if (status === 'listening') {
      stop()
      return
    }
    if (status === 'transcribing') return
    setProblem(null)
    onStart()
    const path = chooseVoicePath({ recognition: recognition.supported, recorder: browserCanRecord(), rememberedFallback: rememberedFallback() })
    if (path === 'none') setProblem({ kind: 'unsupported' })
    else if (path === 'recognition') recognition.start().catch(() => setProblem({ kind: 'recognition', code: 'not-allowed' }))
    else recorder.start().catch(() => setProblem({ kind: 'unsupported' }))
  }, [status, stop, recorder, recognition, onStart])

  return { status, problem, toggle, stop, partial: recorder.partial }
}
