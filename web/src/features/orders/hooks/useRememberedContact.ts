/** The last lookup's phone or e-mail, kept so a reload or the way back from payment shows the list again. */
import { useCallback, useState } from 'react'
import { load, remove, save } from '../../../lib/storage'
import type { Contact } from '../api'

const KEY = 'orders.contact'

export function useRememberedContact(): [Contact | undefined, (contact: Contact) => void, () => void] {
  const [contact, setContact] = useState<Contact | undefined>(() => load<Contact>(KEY))
  const remember = useCallback((next: Contact) => {
    save(KEY, next, 30)
    setContact(next)
  }, [])
  // "Change User": forget it on this device too.
  const forget = useCallback(() => {
    remove(KEY)
    setContact(undefined)
  }, [])
  return [contact, remember, forget]
}
