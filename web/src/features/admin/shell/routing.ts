/** Where an admin belongs: the landing page per role, safe ?next= targets, and the guard's redirects. */
import type { AdminUser } from './api'

export const SUPER_ROUTES = ['dashboard', 'bookings', 'users', 'priests', 'services', 'temples', 'store', 'refunds', 'ai-config'] as const

export function landing(user: AdminUser): string {
  return user.role === 'superadmin' ? '/admin/dashboard' : '/admin/temple-dashboard'
}

/** The first path segment after /admin ('' for /admin itself). */
function section(pathname: string): string {
  return pathname.replace(/^\/admin\/?/, '').split('/')[0]
}

/** Where the guard sends this user instead of `location`, or null to let them in. */
export function guardRedirect(user: AdminUser, location: { pathname: string; search: string }): string | null {
  const where = section(location.pathname)
  if (user.role !== 'superadmin') {
    // The index shows the main dashboard: a temple admin's own dashboard is theirs.
    return where === '' || (SUPER_ROUTES as readonly string[]).includes(where) ? '/admin/temple-dashboard' : null
  }
  // A super admin may look at one temple's dashboard by naming it (?templeId=); without one there is nothing to show.
  if (where === 'temple-dashboard' && !new URLSearchParams(location.search).get('templeId')) return '/admin/dashboard'
  return null
}

/** ?next= only ever points back into the admin area of this site (never elsewhere, never the login itself). */
export function safeNext(next: string | null): string | null {
  if (!next || !next.startsWith('/admin') || next.startsWith('//') || next.includes('\\')) return null
  if (!/^\/admin(\/|\?|$)/.test(next) || next.startsWith('/admin/login')) return null
  try {
    const url = new URL(next, 'http://x')
    return url.origin === 'http://x' ? `${url.pathname}${url.search}` : null
  } catch {
    return null
  }
}

/** Where to go after signing in: back to where the admin was if they may go there, else their landing page. */
export function afterLogin(user: AdminUser, next: string | null): string {
  const target = safeNext(next)
  if (!target) return landing(user)
  const [pathname, query = ''] = target.split('?')
  return guardRedirect(user, { pathname, search: query ? `?${query}` : '' }) ? landing(user) : target
}
