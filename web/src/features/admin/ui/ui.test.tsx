/** The shared admin kit: confirm dialog, list editor, list page, tabs, status badges and selects. */
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../lib/api'
import { AdminTable } from './AdminTable'
import { ConfirmDialog } from './ConfirmDialog'
import { FormModal } from './FormModal'
import { ListEditor } from './ListEditor'
import { ListPage } from './ListPage'
import { StatusBadge, statusTone } from './StatusBadge'
import { StatusSelect } from './StatusSelect'
import { Tabs } from './Tabs'
import { TEXT, fill } from './texts'

describe('ConfirmDialog', () => {
  it('asks with the spec text and confirms or cancels', async () => {
    const onConfirm = vi.fn()
    const onCancel = vi.fn()
    render(<ConfirmDialog open message={fill(TEXT.deleteConfirm, { name: 'Ganesh Puja' })} onConfirm={onConfirm} onCancel={onCancel} />)
    const dialog = screen.getByRole('dialog', { name: 'Confirm Delete' })
    expect(within(dialog).getByText('Are you sure you want to delete Ganesh Puja?')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(onConfirm).toHaveBeenCalledOnce()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(onCancel).toHaveBeenCalledOnce()
  })

  it('uses the temple admin removal text, stays open while busy and shows a failure', async () => {
    const onCancel = vi.fn()
    render(
      <ConfirmDialog open busy title={TEXT.confirmRemoveTitle} confirmLabel={TEXT.remove} message={fill(TEXT.removeAdminConfirm, { name: 'Ravi' })} error="Unknown Temple Admin" onConfirm={vi.fn()} onCancel={onCancel} />,
    )
    expect(screen.getByText('Are you sure you want to remove Ravi as temple admin?')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Remove' })).toBeDisabled()
    expect(screen.getByRole('alert')).toHaveTextContent('Unknown Temple Admin')
    await userEvent.keyboard('{Escape}')
    expect(onCancel).not.toHaveBeenCalled()
  })
})

function Slots({ initial = [] as string[] }) {
  const [items, setItems] = useState(initial)
  return <ListEditor label="Time slots" items={items} onChange={setItems} />
}

describe('ListEditor', () => {
  it('adds entries with the button or Enter, trimmed, and removes them', async () => {
    render(<Slots />)
    expect(screen.getByText('Nothing added yet.')).toBeInTheDocument()
    await userEvent.type(screen.getByRole('textbox', { name: 'Time slots' }), '  6:00 AM  ')
    await userEvent.click(screen.getByRole('button', { name: 'Add: Time slots' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Time slots' }), '7:00 AM{Enter}')
    const list = screen.getByRole('list', { name: 'Time slots' })
    expect(within(list).getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual(['6:00 AM', '7:00 AM'])
    expect(screen.getByRole('textbox', { name: 'Time slots' })).toHaveValue('')
    await userEvent.click(screen.getByRole('button', { name: 'Remove 6:00 AM' }))
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
  })

  it('refuses empty entries and duplicates (whatever the case), saying so at the field', async () => {
    render(<Slots initial={['Morning Aarti']} />)
    await userEvent.type(screen.getByRole('textbox', { name: 'Time slots' }), '   {Enter}')
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a value to add')
    await userEvent.clear(screen.getByRole('textbox', { name: 'Time slots' }))
    await userEvent.type(screen.getByRole('textbox', { name: 'Time slots' }), 'morning aarti{Enter}')
    expect(screen.getByRole('alert')).toHaveTextContent('morning aarti is already in the list')
    expect(screen.getByRole('textbox', { name: 'Time slots' })).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
  })

  it('does not submit the surrounding form on Enter', async () => {
    const onSubmit = vi.fn()
    render(
      <FormModal open title="Edit" onSubmit={onSubmit} onClose={vi.fn()}>
        <Slots />
      </FormModal>,
    )
    await userEvent.type(screen.getByRole('textbox', { name: 'Time slots' }), '8:00 AM{Enter}')
    expect(onSubmit).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(onSubmit).toHaveBeenCalledOnce()
  })
})

describe('ListPage', () => {
  const names = (items: string[]) => (
    <ul aria-label="Names">
      {items.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  )

  it('shows the spinner on first load, then the empty state with its way out', async () => {
    const clear = vi.fn()
    const page = (data?: { items: string[] }) => (
      <ListPage title="Names" list={{ data, error: undefined, loading: !data, reload: vi.fn() }} emptyTitle="No names found" emptyHint="Try another search." clear={{ label: 'Clear Search', onClick: clear }}>
        {names}
      </ListPage>
    )
    const { rerender } = render(page())
    expect(screen.getByRole('heading', { level: 1, name: 'Names' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('Loading...')
    rerender(page({ items: [] }))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(screen.getByText('No names found')).toBeInTheDocument()
    expect(screen.getByText('Try another search.')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Clear Search' }))
    expect(clear).toHaveBeenCalledOnce()
  })

  it('keeps the rows under a failed reload, and a list read in pages ends in its footer', async () => {
    const reload = vi.fn()
    const loadMore = vi.fn()
    const list = { data: { items: ['Asha', 'Ravi'], total: 5 }, error: new ApiError(503, 'down', ''), loading: false, reload, loadMore, more: true, loadingMore: false }
    render(
      <ListPage list={list} emptyTitle="No names found">
        {names}
      </ListPage>,
    )
    expect(within(screen.getByRole('list', { name: 'Names' })).getAllByRole('listitem')).toHaveLength(2)
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }))
    expect(reload).toHaveBeenCalledOnce()
    expect(screen.getByText('Showing 2 of 5')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Load More' }))
    expect(loadMore).toHaveBeenCalledOnce()
  })
})

describe('FormModal', () => {
  it('shows a top-level error and Saving... while busy', () => {
    render(
      <FormModal open busy title="Add Priest" error="Priest already exists" onSubmit={vi.fn()} onClose={vi.fn()}>
        <p>fields</p>
      </FormModal>,
    )
    expect(screen.getByRole('dialog', { name: 'Add Priest' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Priest already exists')
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled()
  })
})

describe('Tabs', () => {
  function Demo() {
    const [tab, setTab] = useState<'products' | 'orders'>('products')
    return (
      <Tabs label="Store" value={tab} onChange={setTab} tabs={[{ id: 'products', label: 'Products', count: 9 }, { id: 'orders', label: 'Orders', count: 2 }]}>
        <p>{tab} panel</p>
      </Tabs>
    )
  }

  it('selects with a click or the arrow keys and labels the panel', async () => {
    render(<Demo />)
    expect(screen.getByRole('tab', { name: 'Products 9' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Products 9' })).toHaveTextContent('products panel')
    await userEvent.click(screen.getByRole('tab', { name: 'Orders 2' }))
    expect(screen.getByRole('tabpanel')).toHaveTextContent('orders panel')
    await userEvent.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Products 9' })).toHaveFocus()
    expect(screen.getByRole('tabpanel')).toHaveTextContent('products panel')
  })
})

describe('status colours (spec section 4)', () => {
  it('colours bookings, store orders, payments and the Users page as the spec says', () => {
    expect(['confirmed', 'pending', 'completed', 'cancelled'].map((s) => statusTone(s, 'booking'))).toEqual(['green', 'yellow', 'blue', 'red'])
    expect(statusTone('returned', 'order')).toBe('grey')
    expect(statusTone('failed', 'payment')).toBe('red')
    expect(['completed', 'confirmed', 'pending', 'cancelled'].map((s) => statusTone(s, 'user'))).toEqual(['green', 'blue', 'yellow', 'red'])
    render(<StatusBadge status="pending" />)
    expect(screen.getByText('Pending')).toHaveClass('yellow')
  })

  it('StatusSelect is a labelled select that reports the choice', async () => {
    const onChange = vi.fn()
    render(<StatusSelect label="Status of booking pb-1" value="pending" options={['pending', 'confirmed', 'completed', 'cancelled']} onChange={onChange} />)
    await userEvent.selectOptions(screen.getByLabelText('Status of booking pb-1'), 'Confirmed')
    expect(onChange).toHaveBeenCalledWith('confirmed')
  })
})

describe('AdminTable', () => {
  it('names its scrolling region and table by the caption', () => {
    render(
      <AdminTable caption="All Bookings">
        <tbody>
          <tr>
            <td>x</td>
          </tr>
        </tbody>
      </AdminTable>,
    )
    expect(screen.getByRole('region', { name: 'All Bookings' })).toHaveAttribute('tabindex', '0')
    expect(screen.getByRole('table', { name: 'All Bookings' })).toBeInTheDocument()
  })
})
