/** Which record's form is open (?edit=<id>, or ?edit=new), kept in the URL: a sign-in that
 * interrupts an edit returns here with the form open and its draft filled in. */
import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'

export const NEW = 'new'

export function useEditTarget(): { target: string | null; open: (id: string) => void; close: () => void } {
  const [params, setParams] = useSearchParams()
  const change = useCallback(
    (id: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          if (id === null) next.delete('edit')
          else next.set('edit', id)
          return next
        },
        { replace: true },
      ),
    [setParams],
  )
  const open = useCallback((id: string) => change(id), [change])
  const close = useCallback(() => change(null), [change])
  return { target: params.get('edit'), open, close }
}
