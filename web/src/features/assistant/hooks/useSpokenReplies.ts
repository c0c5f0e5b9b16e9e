/** Speaks each reply as it arrives (not the restored history), unless muted, closed or the
 * devotee is talking; the mute choice is remembered. */
import { useCallback, useEffect, useRef, useState } from 'react'
import { load, save } from '../../../lib/storage'

const MUTED_KEY = 'assistant.muted'

export function useMuted(): [boolean, () => void] {
  const [muted, setMuted] = useState(() => load<boolean>(MUTED_KEY) === true)
  const toggle = useCallback(() => {
    setMuted((now) => {
      save(MUTED_KEY, !now, 365)
      return !now
    })
  }, [])
  return [muted, toggle]
}

export function useSpokenReplies(reply: { id: string; text: string } | null, enabled: boolean, speak: (text: string) => void) {
  const spoken = useRef<string | null>(null)
  useEffect(() => {
    if (!reply || spoken.current === reply.id) return
    spoken.current = reply.id // a reply missed while muted is not spoken later
    if (enabled) speak(reply.text)
  }, [reply, enabled, speak])
}
