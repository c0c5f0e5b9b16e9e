/** The gateway's pay page in its own window: opened blank inside the click (so popup blockers
 * allow it) and sent to the pay page once the server says where; or this window goes there. */

/** A blank window opened now, or null when the browser blocked it. */
export function openBlankWindow(message: string): Window | null {
  let win: Window | null
  try {
    win = window.open('about:blank', '_blank')
  } catch {
    return null
  }
  if (!win || win.closed) return null
  try {
    // The pay page must not reach back into this tab (reverse tabnabbing); we keep our handle.
    win.opener = null
    win.document.title = message
    win.document.body.textContent = message
  } catch {
    // Some browsers give a restricted handle; the window still works for navigating.
  }
  return win
}

export function sendWindowTo(win: Window, url: string): void {
  win.location.href = url
}

/** Leave this page for the pay page (the gateway brings the devotee back to /payment/success). */
export function leaveTo(url: string): void {
  window.location.assign(url)
}

/** Call onClosed once when the window is closed by the devotee; returns a stop function. */
export function watchClosed(win: Window, onClosed: () => void, everyMs = 1000): () => void {
  const timer = window.setInterval(() => {
    if (!win.closed) return
    window.clearInterval(timer)
    onClosed()
  }, everyMs)
  return () => window.clearInterval(timer)
}
