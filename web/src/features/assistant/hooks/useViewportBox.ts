/** The part of the screen actually visible (above the on-screen keyboard), so the assistant's
 * input stays just above the keyboard on phones. Undefined where the browser cannot tell. */
import { useEffect, useState } from 'react'

export interface ViewportBox {
  top: number
  height: number
}

export function useViewportBox(active: boolean): ViewportBox | undefined {
  const [box, setBox] = useState<ViewportBox>()
  useEffect(() => {
    const viewport = window.visualViewport
    if (!active || !viewport) return
    const update = () => setBox({ top: viewport.offsetTop, height: viewport.height })
    update()
    viewport.addEventListener('resize', update)
    viewport.addEventListener('scroll', update)
    return () => {
      viewport.removeEventListener('resize', update)
      viewport.removeEventListener('scroll', update)
    }
  }, [active])
  return active ? box : undefined
}
