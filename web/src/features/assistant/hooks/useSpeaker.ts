/** Replies spoken aloud: the browser's speechSynthesis with the spec's voice, or, when the
 * browser has no voices at all (headless, some Androids), the server's speech over the socket. */
import { useCallback, useEffect, useRef, useState } from 'react'
import type { AssistantSocket } from '../../../lib/assistantSocket'
import { AudioQueue } from '../voice/audioQueue'
import { SPEECH, loadVoices, pickVoice } from '../voice/voices'

type Mode = 'browser' | 'server'

export function useSpeaker(socket: AssistantSocket) {
  const mode = useRef<Promise<Mode> | null>(null)
  const voice = useRef<SpeechSynthesisVoice | null>(null)
  const [queue] = useState(() => new AudioQueue())
  const wanted = useRef(0) // server speech asked for and not yet arrived

  const decide = useCallback((): Promise<Mode> => {
    const synth = typeof window !== 'undefined' ? window.speechSynthesis : undefined
    mode.current ??= synth
      ? loadVoices(synth).then((voices) => {
          voice.current = pickVoice(voices)
          return voices.length > 0 ? 'browser' : 'server'
        })
      : Promise.resolve('server')
    return mode.current
  }, [])

  useEffect(
    () =>
      socket.subscribe((event) => {
        if (event.type !== 'audio' || wanted.current === 0) return
        if (event.last) wanted.current -= 1
        queue.add(event.data, event.mime)
      }),
    [socket, queue],
  )

  const speak = useCallback(
    async (text: string) => {
      if ((await decide()) === 'server') {
        if (socket.speak(text)) wanted.current += 1
        return
      }
      const utterance = new SpeechSynthesisUtterance(text)
      Object.assign(utterance, { rate: SPEECH.rate, pitch: SPEECH.pitch, volume: SPEECH.volume, lang: SPEECH.lang })
      if (voice.current) utterance.voice = voice.current
      window.speechSynthesis.speak(utterance)
    },
    [decide, socket],
  )

  const stop = useCallback(() => {
    if (typeof window !== 'undefined' && window.speechSynthesis) window.speechSynthesis.cancel()
    wanted.current = 0
    queue.stop()
  }, [queue])

  useEffect(() => stop, [stop])

  return { speak, stop }
}
