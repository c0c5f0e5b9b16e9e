/** A form's values kept in storage as they are typed, so a reload or a lost tab loses nothing. */
import { useCallback, useEffect, useRef, useState } from 'react'
import { DRAFT_CHANGED, DRAFT_SAVED } from './cart'
import { load, remove, save } from './storage'

export function useDraft<T extends object>(key: string, initial: T): [T, (patch: Partial<T>) => void, () => void] {
  const [value, setValue] = useState<T>(() => ({ ...initial, ...(load<Partial<T>>(`draft.${key}`) ?? {}) }))
  const initialRef = useRef(initial)
  const dirty = useRef(false)

  useEffect(() => {
    if (!dirty.current) return
    save(`draft.${key}`, value)
    window.dispatchEvent(new CustomEvent(DRAFT_SAVED, { detail: key }))
  }, [key, value])

  // Changed elsewhere on this page (the assistant adding to the cart): show what is stored.
  useEffect(() => {
    const reload = (event: Event) => {
      if ((event as CustomEvent<string>).detail !== key) return
      dirty.current = false
      setValue({ ...initialRef.current, ...(load<Partial<T>>(`draft.${key}`) ?? {}) })
    }
    window.addEventListener(DRAFT_CHANGED, reload)
    return () => window.removeEventListener(DRAFT_CHANGED, reload)
  }, [key])

  const update = useCallback((patch: Partial<T>) => {
    dirty.current = true
    setValue((current) => ({ ...current, ...patch }))
  }, [])

  const clear = useCallback(() => {
    dirty.current = false
    remove(`draft.${key}`)
    window.dispatchEvent(new CustomEvent(DRAFT_SAVED, { detail: key }))
    setValue(initialRef.current)
  }, [key])

  return [value, update, clear]
}
