import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import './styles/global.css'
import { App } from './app/App'

// Rendered as a transition: React works in slices of a few milliseconds and lets the browser
// answer taps in between, instead of one long task while a phone builds the first screen.
const root = createRoot(document.getElementById('root')!)
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
)
