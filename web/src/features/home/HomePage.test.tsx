/** Home: the five tiles lead where the spec says, with the three selling points. */
import { render, screen } from '@testing-library/react'
import { RouterProvider, createMemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi } from '../../components/payment/testing'
import { I18nContext, translator, type Language } from '../../i18n/context'
import HomePage from './HomePage'

function renderHome(language: Language = 'en') {
  render(
    <I18nContext.Provider value={{ language, setLanguage: () => {}, t: translator(language) }}>
      <RouterProvider router={createMemoryRouter([{ path: '/', Component: HomePage }])} />
    </I18nContext.Provider>,
  )
}

afterEach(() => vi.restoreAllMocks())

describe('home', () => {
  it('says what the store sells as its categories name it, in Hindi too, and nothing it lacks', async () => {
    const categories = [
      { id: 'cat-prasad', name: 'Prasad', label: 'प्रसाद', description: '', image: null },
      { id: 'cat-rudraksha', name: 'Rudraksha', label: 'रुद्राक्ष', description: '', image: null },
      { id: 'cat-puja-materials', name: 'Puja Materials', label: 'पूजन सामग्री', description: '', image: null },
    ]
    mockApi({ 'GET /api/store/categories': { body: categories } })
    renderHome('hi')
    expect(await screen.findByText('प्रसाद, रुद्राक्ष और पूजन सामग्री, सीधे आपके घर तक')).toBeInTheDocument()
    expect(document.body).not.toHaveTextContent('रत्न')
  })

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
