/** The modal's socket: one per mounted assistant, connected while mounted (the launcher keeps
 * the modal mounted after the first open, so the conversation survives closing it). */
import { useEffect, useState, useSyncExternalStore } from 'react'
import { AssistantSocket } from '../../../lib/assistantSocket'
import type { ConnectionState } from '../../../lib/assistantProtocol'

export function useAssistantSocket(): { socket: AssistantSocket; connection: ConnectionState } {
  const [socket] = useState(() => new AssistantSocket())
  useEffect(() => {
    socket.connect()
    return () => socket.close()
  }, [socket])
  const connection = useSyncExternalStore(socket.subscribeState, socket.getState, socket.getState)
  return { socket, connection }
}
