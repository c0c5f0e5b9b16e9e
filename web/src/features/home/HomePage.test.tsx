/** Home: the five tiles lead where the spec says, with the three selling points. */
import { render, screen } from '@testing-library/react'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import HomePage from './HomePage'

function renderHome() {
  render(<RouterProvider router={createMemoryRouter([{ path: '/', Component: HomePage }])} />)
}

describe('home', () => {
  it('has the five tiles as links to their screens', () => {
    renderHome()
    const tiles: [RegExp, string][] = [
      [/^Book a Priest/, '/book/priest'],
      [/^Astrology Consultation/, '/consult/astrology'],
      [/^Spiritual Store/, '/store'],
      [/^Temple Booking/, '/temples'],
      [/^My Orders/, '/user/orders'],
    ]
    for (const [name, href] of tiles) expect(screen.getByRole('link', { name })).toHaveAttribute('href', href)
    expect(screen.getAllByRole('link')).toHaveLength(5)
  })

  it('shows the three selling points under headings in order', () => {
    renderHome()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your spiritual companion')
    const points = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
    expect(points).toEqual(['Use it anywhere', 'Secure payments', 'Verified practitioners'])
  })
})
