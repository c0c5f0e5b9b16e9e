/** Providers and the router. */
import { useState } from 'react'
import { RouterProvider } from 'react-router-dom'
import { I18nProvider } from '../i18n/I18nProvider'
import { createRouter } from './routes'

export function App() {
  const [router] = useState(createRouter)
  return (
    <I18nProvider>
      <RouterProvider router={router} />
    </I18nProvider>
  )
}
