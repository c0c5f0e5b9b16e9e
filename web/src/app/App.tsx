/** Providers and the router. */
import { BrowserRouter } from 'react-router-dom'
import { I18nProvider } from '../i18n/I18nProvider'
import { AppRoutes } from './routes'

export function App() {
  return (
    <I18nProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </I18nProvider>
  )
}
