/** Sets the tab's title while a screen is shown, and puts the previous one back when it goes. */
import { useEffect } from 'react'

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title
    document.title = title
    return () => {
      document.title = previous
    }
  }, [title])
}
