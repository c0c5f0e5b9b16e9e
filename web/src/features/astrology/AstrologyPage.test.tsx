/** Astrology: a Coming Soon dialog; Got it or close goes home. */
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import AstrologyPage from './AstrologyPage'

function renderAstrology() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>Home screen</p> },
      { path: '/consult/astrology', Component: AstrologyPage },
    ],
    { initialEntries: ['/consult/astrology'] },
  )
  render(<RouterProvider router={router} />)
  return router
}

describe('astrology', () => {
  it('shows Coming Soon, and Got it goes home', async () => {
    const router = renderAstrology()
    const dialog = await screen.findByRole('dialog', { name: 'Coming Soon' })
    expect(dialog).toHaveTextContent('coming soon')
    await userEvent.click(screen.getByRole('button', { name: 'Got it' }))
    expect(router.state.location.pathname).toBe('/')
    expect(await screen.findByText('Home screen')).toBeInTheDocument()
  })

  it('goes home when closed', async () => {
    const router = renderAstrology()
    await screen.findByRole('dialog')
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(router.state.location.pathname).toBe('/')
  })

  it('goes home on Escape', async () => {
    const router = renderAstrology()
    await screen.findByRole('dialog')
    await userEvent.keyboard('{Escape}')
    expect(router.state.location.pathname).toBe('/')
  })
})
