/** The delivery address in its parts, as the store's cart and the back office edit it. */

/** The server names an address part as deliveryAddress.pinCode; a form's field is pinCode. */
export function addressPartErrors(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([field, message]) => [field.replace(/^deliveryAddress\./, ''), message]))
}
