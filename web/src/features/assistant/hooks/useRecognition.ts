/** The browser's own speech recognition through react-speech-recognition (en-IN, one final
 * result). The library swallows network and audio-capture errors, so they are read from the
 * recogniser itself. */
import { useCallback, useEffect, useRef } from 'react'
import SpeechRecognition, { useSpeechRecognition } from 'react-speech-recognition'

export const RECOGNITION_LANGUAGE = 'en-IN'

interface Session {
  failed: boolean
  stopped: boolean
}

/** `onResult(text)` once per utterance; `onError(code)` with the Web Speech error code
 * ('no-speech' too when the recogniser ended without hearing anything). */
export function useRecognition(onResult: (text: string) => void, onError: (code: string) => void) {
  const { finalTranscript, listening, resetTranscript, browserSupportsSpeechRecognition } = useSpeechRecognition()
  const session = useRef<Session | null>(null)
  const wasListening = useRef(false)
  const callbacks = useRef({ onResult, onError })
  useEffect(() => {
    callbacks.current = { onResult, onError }
  })

  useEffect(() => {
    const recognition = SpeechRecognition.getRecognition()
    if (!recognition) return
    const handle = (event: Event) => {
      const code = (event as SpeechRecognitionErrorEvent).error
      if (!session.current || session.current.failed) return
      session.current.failed = true
      // The devotee stopped it: nothing to report.
      if (code !== 'aborted') callbacks.current.onError(code)
    }
    recognition.addEventListener('error', handle)
    return () => recognition.removeEventListener('error', handle)
  }, [])

  // The end of an utterance: send what was heard.
  useEffect(() => {
    if (listening) {
      wasListening.current = true
      return
    }
    if (!wasListening.current) return
    wasListening.current = false
    const ended = session.current
    session.current = null
    if (!ended || ended.failed) return
    const heard = finalTranscript.trim()
    if (heard) callbacks.current.onResult(heard)
    else if (!ended.stopped) callbacks.current.onError('no-speech')
    resetTranscript()
  }, [listening, finalTranscript, resetTranscript])

  const start = useCallback(async () => {
    session.current = { failed: false, stopped: false }
    const recognition = SpeechRecognition.getRecognition()
    if (recognition) recognition.interimResults = false // the library turns them on
    await SpeechRecognition.startListening({ language: RECOGNITION_LANGUAGE, continuous: false })
  }, [])

  const stop = useCallback(() => {
    if (!session.current) return
    session.current.stopped = true
    void SpeechRecognition.stopListening()
  }, [])

  return { supported: browserSupportsSpeechRecognition, listening, start, stop }
}
