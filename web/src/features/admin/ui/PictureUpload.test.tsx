import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PictureUpload } from './PictureUpload'

const HASH = 'a'.repeat(32)
const url = (n: number) => `/media/${HASH.slice(0, 31)}${n}-640.webp`

function Form({ initial = [] as string[], max = 5 }) {
  const [pictures, setPictures] = useState(initial)
  return (
    <>
      <PictureUpload label="Images" uploadPath="/api/admin/media/products" pictures={pictures} onChange={setPictures} max={max} />
      <output data-testid="value">{pictures.join(' ')}</output>
    </>
  )
}

function respond(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

afterEach(() => vi.restoreAllMocks())

describe('PictureUpload', () => {
  it('sends the file as it is, shows busy, then adds the picture with a preview', async () => {
    let release: (r: Response) => void = () => undefined
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise((resolve) => (release = resolve)))
    render(<Form />)
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'laddu.png', { type: 'image/png' })
    fireEvent.change(screen.getByLabelText('Upload picture (Images)'), { target: { files: [file] } })
    expect(await screen.findByRole('button', { name: 'Uploading...' })).toBeDisabled()
    const [path, init] = fetch.mock.calls[0]
    expect(path).toBe('/api/admin/media/products')
    expect(init?.body).toBe(file)
    expect(new Headers(init?.headers).get('Content-Type')).toBe('image/png')
    release(respond(201, { url: url(1), contentHash: HASH, sizes: [] }))
    expect(await screen.findByRole('img', { name: 'Picture 1 of 1' })).toHaveAttribute('src', url(1))
    expect(screen.getByTestId('value')).toHaveTextContent(url(1))
    expect(screen.getByRole('button', { name: 'Upload picture' })).toBeEnabled()
  })

  it("shows the server's refusal at the field and keeps the pictures", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      respond(422, { detail: 'images must be a still picture, not an animation', code: 'picture_animated', errors: [{ field: 'images', message: 'images must be a still picture, not an animation' }] }),
    )
    render(<Form initial={[url(1)]} />)
    fireEvent.change(screen.getByLabelText('Upload picture (Images)'), { target: { files: [new File(['GIF89a'], 'a.gif', { type: 'image/gif' })] } })
    expect(await screen.findByRole('alert')).toHaveTextContent('images must be a still picture, not an animation')
    expect(screen.getByTestId('value')).toHaveTextContent(url(1))
  })

  it('reorders and removes pictures', () => {
    render(<Form initial={[url(1), url(2), url(3)]} />)
    fireEvent.click(screen.getByRole('button', { name: 'Move picture 3 earlier' }))
    expect(screen.getByTestId('value')).toHaveTextContent([url(1), url(3), url(2)].join(' '))
    expect(screen.getByRole('button', { name: 'Move picture 1 earlier' })).toBeDisabled()
    fireEvent.click(screen.getByRole('button', { name: 'Remove picture 1' }))
    expect(screen.getByTestId('value')).toHaveTextContent([url(3), url(2)].join(' '))
  })
})
