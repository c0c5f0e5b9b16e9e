/** The signed-in priest, shared by the app's screens (the layout provides it once the server said who). */
import { createContext, useContext, type ReactNode } from 'react'
import type { PriestMe } from './api'

export interface PriestSession {
  me: PriestMe
  /** Ends the session on the server, then shows the sign-in. */
  signOut: () => Promise<void>
  /** The server said the session ended: back to the sign-in. */
  ended: () => void
}

const SessionContext = createContext<PriestSession | null>(null)

export function PriestSessionProvider({ session, children }: { session: PriestSession; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
}

export function usePriestSession(): PriestSession {
  const session = useContext(SessionContext)
  if (!session) throw new Error('usePriestSession() is used outside the priest layout')
  return session
}
