/** Scroll like a web page should: a new screen opens at its top (or at its #anchor); Back and
 * Forward return to where the devotee was, also after a reload of the tab. */
import { useEffect, useLayoutEffect } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'

const STORE_KEY = 'punya.scroll'

function saved(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORE_KEY) ?? '{}') as Record<string, number>
  } catch {
    return {}
  }
}

function remember(key: string, y: number): void {
  try {
    sessionStorage.setItem(STORE_KEY, JSON.stringify({ ...saved(), [key]: y }))
  } catch {
    // Private mode or storage full: Back then opens at the top, which is still fine.
  }
}

export function useScrollRestoration(): void {
  const location = useLocation()
  const type = useNavigationType()

  useEffect(() => {
    window.history.scrollRestoration = 'manual'
  }, [])

  useLayoutEffect(() => {
    const key = location.key
    if (type === 'POP' && key in saved()) window.scrollTo(0, saved()[key])
    else if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView()
    else if (type !== 'POP') window.scrollTo(0, 0)
    // Followed as it scrolls: by the time this entry is left, the next screen has replaced it.
    let y = window.scrollY
    const follow = () => {
      y = window.scrollY
    }
    const leave = () => remember(key, y)
    window.addEventListener('scroll', follow, { passive: true })
    window.addEventListener('pagehide', leave)
    return () => {
      window.removeEventListener('scroll', follow)
      window.removeEventListener('pagehide', leave)
      leave()
    }
  }, [location.key, location.hash, type])
}
