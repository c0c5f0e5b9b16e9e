/** Where admins may go: landing pages, the guard's redirects and safe ?next= targets. */
import { describe, expect, it } from 'vitest'
import { afterLogin, guardRedirect, landing, safeNext } from './routing'
import { superAdmin, templeAdmin } from './testing'

const at = (pathname: string, search = '') => ({ pathname, search })

describe('guardRedirect', () => {
  it('keeps temple admins out of every super admin screen', () => {
    for (const path of ['/admin', '/admin/dashboard', '/admin/bookings', '/admin/users', '/admin/priests', '/admin/services', '/admin/temples', '/admin/store', '/admin/store/orders', '/admin/refunds', '/admin/ai-config']) {
      expect(guardRedirect(templeAdmin, at(path))).toBe('/admin/temple-dashboard')
    }
    expect(guardRedirect(templeAdmin, at('/admin/temple-dashboard'))).toBeNull()
    expect(guardRedirect(templeAdmin, at('/admin/settings'))).toBeNull()
    // Its own temple's reviews (the server confines the list to them).
    expect(guardRedirect(templeAdmin, at('/admin/reviews'))).toBeNull()
  })

  it('lets a super admin in everywhere, the temple dashboard only for a named temple', () => {
    expect(guardRedirect(superAdmin, at('/admin/ai-config'))).toBeNull()
    expect(guardRedirect(superAdmin, at('/admin/temple-dashboard'))).toBe('/admin/dashboard')
    expect(guardRedirect(superAdmin, at('/admin/temple-dashboard', '?templeId=tmp-1'))).toBeNull()
  })
})

describe('safeNext and afterLogin', () => {
  it('accepts only paths inside the admin area', () => {
    expect(safeNext('/admin/bookings?status=pending')).toBe('/admin/bookings?status=pending')
    for (const bad of [null, '', 'https://evil.example/admin', '//evil.example/admin', '/\\evil', '/store', '/administrator', '/admin/login?next=/admin']) {
      expect(safeNext(bad)).toBeNull()
    }
  })

  it('returns each role to where it came from when allowed, else to its landing page', () => {
    expect(landing(superAdmin)).toBe('/admin/dashboard')
    expect(landing(templeAdmin)).toBe('/admin/temple-dashboard')
    expect(afterLogin(superAdmin, '/admin/priests')).toBe('/admin/priests')
    expect(afterLogin(templeAdmin, '/admin/priests')).toBe('/admin/temple-dashboard')
    expect(afterLogin(templeAdmin, null)).toBe('/admin/temple-dashboard')
    expect(afterLogin(superAdmin, 'https://evil.example')).toBe('/admin/dashboard')
  })
})
