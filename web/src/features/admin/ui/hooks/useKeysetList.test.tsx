/** Keyset lists: Load More appends by cursor, the footer's count, a failed Load More keeps the rows,
 * a cursor the server refuses starts again from the first page, new filters drop the appended pages. */
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { api } from '../../../../lib/api'
import { fakeApi, renderAdmin, type Call } from '../../shell/testing'
import { describeAdminError } from '../errors'
import { ListFooter } from '../ListFooter'
import { useKeysetList, type KeysetPage, type PageQuery } from './useKeysetList'

type Row = { id: string }
const PATH = '/api/admin/rows'
const rows = (...ids: string[]): Row[] => ids.map((id) => ({ id }))

function List() {
  const [kind, setKind] = useState('a')
  const list = useKeysetList<Row, KeysetPage<Row>>((page: PageQuery, signal) => api.get<KeysetPage<Row>>(PATH, { query: { kind, ...page }, signal }), [kind], 2)
  const data = list.data
  return (
    <>
      <button onClick={() => setKind('b')}>kind b</button>
      <p>{data?.items.map((row) => row.id).join(' ')}</p>
      {list.error && <p role="alert">{describeAdminError(list.error)}</p>}
      {data && <ListFooter shown={data.items.length} total={data.total} totalExact={data.totalExact} more={Boolean(data.nextCursor)} loading={list.loadingMore} onMore={list.loadMore} />}
    </>
  )
}

const cursorOf = (call: Call) => call.query.get('cursor')

afterEach(() => vi.restoreAllMocks())

describe('useKeysetList', () => {
  it('appends each next page by its cursor and says how many of how many', async () => {
    const server = fakeApi({
      [`GET ${PATH}`]: (call: Call) =>
        ({
          null: { items: rows('r1', 'r2'), total: 4, nextCursor: 'c2' },
          c2: { items: rows('r3'), total: 4, nextCursor: 'c3' },
          c3: { items: rows('r4'), total: 4, nextCursor: null },
        })[String(cursorOf(call))],
    })
    renderAdmin(<List />)
    expect(await screen.findByText('Showing 2 of 4')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }))
    expect(await screen.findByText('r1 r2 r3')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }))
    expect(await screen.findByText('r1 r2 r3 r4')).toBeInTheDocument()
    expect(screen.getByText('Showing 4 of 4')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument()
    expect(server.calls.map(cursorOf)).toEqual([null, 'c2', 'c3'])
  })

  it('formats large counts the Indian way and marks a count that stopped as a floor', () => {
    renderAdmin(<ListFooter shown={20} total={1000} totalExact={false} more loading={false} onMore={() => {}} />)
    expect(screen.getByText('Showing 20 of 1,000+')).toBeInTheDocument()
  })

  it('keeps the rows when Load More fails, and tries again', async () => {
    let down = true
    fakeApi({
      [`GET ${PATH}`]: (call: Call) => {
        if (!cursorOf(call)) return { items: rows('r1', 'r2'), total: 3, nextCursor: 'c2' }
        return down ? new Response('{}', { status: 503 }) : { items: rows('r3'), total: 3, nextCursor: null }
      },
    })
    renderAdmin(<List />)
    await userEvent.click(await screen.findByRole('button', { name: 'Load More' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on the server')
    expect(screen.getByText('r1 r2')).toBeInTheDocument()
    down = false
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }))
    expect(await screen.findByText('r1 r2 r3')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('starts again from the first page when the server refuses the cursor', async () => {
    const server = fakeApi({
      [`GET ${PATH}`]: (call: Call) =>
        cursorOf(call) ? new Response(JSON.stringify({ detail: 'The cursor is not one this list gave out: start again', code: 'bad_cursor' }), { status: 400 }) : { items: rows('r1', 'r2'), total: 3, nextCursor: 'c2' },
    })
    renderAdmin(<List />)
    await userEvent.click(await screen.findByRole('button', { name: 'Load More' }))
    await waitFor(() => expect(server.calls.map(cursorOf)).toEqual([null, 'c2', null]))
    expect(await screen.findByText('r1 r2')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('drops the appended pages when the filters change', async () => {
    fakeApi({
      [`GET ${PATH}`]: (call: Call) => {
        const kind = call.query.get('kind')
        if (cursorOf(call)) return { items: rows(`${kind}3`), total: 3, nextCursor: null }
        return { items: rows(`${kind}1`, `${kind}2`), total: 3, nextCursor: 'c2' }
      },
    })
    renderAdmin(<List />)
    await userEvent.click(await screen.findByRole('button', { name: 'Load More' }))
    expect(await screen.findByText('a1 a2 a3')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'kind b' }))
    expect(await screen.findByText('b1 b2')).toBeInTheDocument()
    expect(screen.getByText('Showing 2 of 3')).toBeInTheDocument()
  })
})
