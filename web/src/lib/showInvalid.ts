/** Take the devotee to the first field that needs them: focused, with its message in view. Focus alone
 * scrolls only the box into view, so a message under a box already on screen (a PIN just typed at the
 * bottom of the cart) stayed hidden under the bar below it (Proceed to Payment, the bottom navigation). */
export function showFirstInvalid(root: ParentNode = document): void {
  const field = root.querySelector<HTMLElement>('[aria-invalid="true"]')
  if (!field) return
  field.focus({ preventScroll: true })
  const messageId = field.getAttribute('aria-describedby')?.split(' ')[0]
  const message = messageId ? document.getElementById(messageId) : null
  // The middle of the view is clear of every bar, at the top or the bottom; the box sits just above.
  ;(message ?? field).scrollIntoView?.({ block: 'center' })
}
