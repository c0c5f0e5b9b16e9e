/** The signed-in admin, shared by every admin screen through context (the layout provides it). */
import { createContext, useContext, type ReactNode } from 'react'
import type { AdminPermissions, AdminUser } from './api'
import { TEXT } from './texts'

export type { AdminPermissions, AdminRole, AdminUser } from './api'

export interface AdminSession {
  user: AdminUser
  /** Ends the session on the server, then goes to /admin/login. */
  signOut: () => Promise<void>
}

const SessionContext = createContext<AdminSession | null>(null)

/** Provided by AdminLayout once the session is checked; tests wrap screens in it directly. */
export function AdminSessionProvider({ user, signOut, children }: AdminSession & { children: ReactNode }) {
  return <SessionContext.Provider value={{ user, signOut }}>{children}</SessionContext.Provider>
}

/** Inside the admin layout the user is always set. */
export function useAdminSession(): AdminSession {
  const session = useContext(SessionContext)
  if (!session) throw new Error('useAdminSession() is used outside the admin layout')
  return session
}

/** Whether the admin may do this; a super admin may do everything (spec section 6). */
export function can(user: AdminUser, permission: keyof AdminPermissions): boolean {
  return user.role === 'superadmin' || user.permissions[permission] === true
}

export const isSuperAdmin = (user: AdminUser) => user.role === 'superadmin'

/** The role's label as the layout and settings show it. */
export const roleLabel = (user: AdminUser) => (isSuperAdmin(user) ? TEXT.superAdministrator : TEXT.templeAdministrator)
