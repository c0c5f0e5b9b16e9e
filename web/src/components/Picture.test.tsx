import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Picture, srcSetOf } from './Picture'

const HASH = '0123456789abcdef0123456789abcdef'

describe('Picture', () => {
  it('offers the server widths up to the uploaded one, lazily, in a fixed frame', () => {
    render(<Picture src={`/media/${HASH}-1000.webp`} alt="Besan Laddu Prasad Box" ratio={4 / 3} sizes="100vw" />)
    const img = screen.getByRole('img', { name: 'Besan Laddu Prasad Box' })
    expect(img).toHaveAttribute('srcset', `/media/${HASH}-320.webp 320w, /media/${HASH}-640.webp 640w, /media/${HASH}-1000.webp 1000w`)
    expect(img).toHaveAttribute('sizes', '100vw')
    expect(img).toHaveAttribute('loading', 'lazy')
    expect(img).not.toHaveAttribute('fetchpriority')
    expect(img).toHaveAttribute('decoding', 'async')
    expect(img).toHaveAttribute('width', '640')
    expect(img).toHaveAttribute('height', '480')
    expect(img.parentElement).toHaveStyle({ aspectRatio: String(4 / 3) })
  })

  it('fetches a first-screen picture at once and first (the likely largest paint)', () => {
    render(<Picture src={`/media/${HASH}-1000.webp`} alt="Shri Kashi Vishwanath Temple" ratio={16 / 9} sizes="100vw" eager />)
    const img = screen.getByRole('img', { name: 'Shri Kashi Vishwanath Temple' })
    expect(img).toHaveAttribute('loading', 'eager')
    expect(img).toHaveAttribute('fetchpriority', 'high')
    expect(img.parentElement).toHaveStyle({ aspectRatio: String(16 / 9) })
  })

  it('never offers a width the server did not make', () => {
    expect(srcSetOf(`/media/${HASH}-200.webp`, [320, 640, 1280])).toBe(`/media/${HASH}-200.webp 200w`)
    expect(srcSetOf('/media/seed/laddu-box.0123456789ab.svg', [320, 640, 1280])).toBeUndefined()
    expect(srcSetOf('https://example.org/a.jpg', [320])).toBeUndefined()
  })

  it('shows the drawn placeholder, named, when the picture fails', () => {
    render(<Picture src="/media/seed/gone.0123456789ab.svg" alt="Shri Kashi Vishwanath Temple" ratio={16 / 9} sizes="100vw" />)
    fireEvent.error(screen.getByRole('img', { name: 'Shri Kashi Vishwanath Temple' }))
    const placeholder = screen.getByTestId('picture-placeholder')
    expect(placeholder).toHaveAccessibleName('Shri Kashi Vishwanath Temple')
    expect(placeholder.querySelector('svg')).not.toBeNull()
    expect(placeholder).not.toHaveTextContent(/\S/) // a drawing, not an emoji
  })

  it('draws the placeholder for an emoji or nothing, and hides it when decorative', () => {
    const { container } = render(<Picture src="🍬" alt="" ratio={1} sizes="52px" />)
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getByTestId('picture-placeholder')).not.toHaveAttribute('role')
    expect(screen.getByTestId('picture-placeholder')).not.toHaveTextContent('🍬')
  })
})
