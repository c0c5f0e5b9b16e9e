/** The one add/edit dialog: its own check first, the server's field messages at their fields, the rest above. */
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { TextField } from '../../../components/Field'
import { ApiError } from '../../../lib/api'
import { useFormDraft } from './hooks/useFormDraft'
import { RecordForm } from './RecordForm'

interface Values {
  name: string
  city: string
}

function NameForm({ save, onSaved = vi.fn(), onClose = vi.fn() }: { save: (values: Values) => Promise<Values>; onSaved?: (saved: Values) => void; onClose?: () => void }) {
  const draft = useFormDraft<Values>('test.record', { name: '', city: '' })
  const check = (values: Values) => (values.name.trim() ? {} : { name: 'Name is required' })
  return (
    <RecordForm title="Add Record" draft={draft} check={check} save={save} onSaved={onSaved} onClose={onClose}>
      {({ bind }) => (
        <>
          <TextField label="Name" {...bind('name')} />
          <TextField label="City" {...bind('city')} />
        </>
      )}
    </RecordForm>
  )
}

const renderForm = (props: Parameters<typeof NameForm>[0]) =>
  render(
    <MemoryRouter>
      <NameForm {...props} />
    </MemoryRouter>,
  )

describe('RecordForm', () => {
  it('checks first, then shows the server’s message at its field until that field is edited', async () => {
    const save = vi.fn().mockRejectedValueOnce(new ApiError(422, 'validation', 'Invalid', { city: 'City is unknown' }))
    renderForm({ save })
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Name is required')
    expect(save).not.toHaveBeenCalled()

    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Asha')
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Atlantis')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(save).toHaveBeenCalledWith({ name: 'Asha', city: 'Atlantis' })
    expect(await screen.findByRole('textbox', { name: 'City' })).toHaveAccessibleDescription('City is unknown')
    expect(screen.getByText('Please correct the highlighted fields.')).toBeInTheDocument()
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 's')
    expect(screen.getByRole('textbox', { name: 'City' })).not.toHaveAccessibleDescription('City is unknown')
  })

  it('hands over what was saved and forgets the draft; Cancel forgets it too', async () => {
    const onSaved = vi.fn()
    const { unmount } = renderForm({ save: async (values) => values, onSaved })
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Asha')
    expect(localStorage.getItem('punya.draft.test.record')).toContain('Asha')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(onSaved).toHaveBeenCalledWith({ name: 'Asha', city: '' })
    expect(localStorage.getItem('punya.draft.test.record')).toBeNull()
    unmount()

    const onClose = vi.fn()
    renderForm({ save: vi.fn(), onClose })
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Pune')
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onClose).toHaveBeenCalledOnce()
    expect(localStorage.getItem('punya.draft.test.record')).toBeNull()
  })
})
