/** An ended session (401) sends the admin to the login with the way back; other errors stay with the screen. */
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api, ApiError } from '../../../lib/api'
import { describeAdminError } from '../ui/errors'
import { renderAdmin, mockApi } from './testing'
import { useAdminAction, useAdminRequest } from './useAdminRequest'

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status })

function Loader() {
  const { data, error } = useAdminRequest((signal) => api.get<{ name: string }>('/api/admin/thing', { signal }), [])
  return <p>{data?.name ?? (error ? describeAdminError(error) : 'loading')}</p>
}

function Saver() {
  const { run } = useAdminAction()
  const [message, setMessage] = useState('')
  const save = () => run(() => api.put('/api/admin/thing', { name: 'x' })).then(() => setMessage('saved'), (error: ApiError) => setMessage(`failed ${error.status}`))
  return (
    <>
      <button onClick={save}>save</button>
      <p>{message}</p>
    </>
  )
}

afterEach(() => vi.restoreAllMocks())

describe('useAdminRequest', () => {
  it('shows the data', async () => {
    mockApi({ 'GET /api/admin/thing': { name: 'Ganesha' } })
    renderAdmin(<Loader />)
    expect(await screen.findByText('Ganesha')).toBeInTheDocument()
  })

  it('goes to the login, remembering the page, when the session has ended', async () => {
    mockApi({ 'GET /api/admin/thing': () => json(401, { detail: 'Session ended' }) })
    renderAdmin(<Loader />, { path: '/admin/priests?q=ram' })
    expect(await screen.findByText('login page')).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/login?next=%2Fadmin%2Fpriests%3Fq%3Dram')
  })

  it('leaves other errors to the screen', async () => {
    mockApi({ 'GET /api/admin/thing': () => json(500, {}) })
    renderAdmin(<Loader />)
    expect(await screen.findByText(/Something went wrong on the server/)).toBeInTheDocument()
  })
})

describe('useAdminAction', () => {
  it('rethrows other errors for the form to show', async () => {
    mockApi({ 'PUT /api/admin/thing': () => json(422, { detail: 'bad' }) })
    renderAdmin(<Saver />)
    await userEvent.click(screen.getByRole('button', { name: 'save' }))
    expect(await screen.findByText('failed 422')).toBeInTheDocument()
    expect(screen.queryByText('login page')).not.toBeInTheDocument()
  })

  it('goes to the login on 401', async () => {
    mockApi({ 'PUT /api/admin/thing': () => json(401, { detail: 'Session ended' }) })
    renderAdmin(<Saver />, { path: '/admin/services' })
    await userEvent.click(screen.getByRole('button', { name: 'save' }))
    expect(await screen.findByText('login page')).toBeInTheDocument()
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/login?next=%2Fadmin%2Fservices')
  })
})
