/** Every add or edit dialog of the back office: the draft's values, the form's own check, then the save;
 * the server's field messages at their fields and the rest above them, Saving... while it runs, Cancel
 * and Save (FormModal: focus, Escape, the trap). A dialog gives only its fields and its save call. */
import type { ReactNode } from 'react'
import { useLimits } from '../../../lib/site'
import { FormModal } from './FormModal'
import { useFormSave, type Errors, type SaveOptions } from './hooks/useFormSave'

/** The values being typed and where a change goes; `clear` forgets the draft once saved or cancelled
 * (left out when the page that holds the draft closes it itself). */
export interface FormDraft<F> {
  values: F
  update: (patch: Partial<F>) => void
  clear?: () => void
}

type TextKey<F> = { [K in keyof F]-?: F[K] extends string ? K : never }[keyof F]

/** What a dialog's fields are drawn with. */
export interface FormControls<F> {
  values: F
  errors: Errors<F>
  /** Set some values; their messages go, as the admin has edited them. */
  change: (patch: Partial<F>) => void
  /** value, error and onChange of a text field, text area or select. */
  bind: (field: TextKey<F>) => { value: string; error?: string; onChange: (event: { target: { value: string } }) => void }
}

interface Props<F extends object, S> extends SaveOptions<F> {
  /** Shown, for a dialog that stays on the page (default: shown while drawn). */
  open?: boolean
  title: ReactNode
  submitLabel?: string
  size?: 'medium' | 'large'
  draft: FormDraft<F>
  /** The form's own check: a message per wrong field, none to send. */
  check: (values: F) => Errors<F>
  save: (values: F) => Promise<S>
  onSaved: (saved: S) => void
  onClose: () => void
  children: (form: FormControls<F>) => ReactNode
}

export function RecordForm<F extends object, S>({ open = true, title, submitLabel, size, draft, check, save, onSaved, onClose, children, ...options }: Props<F, S>) {
  const { values, update, clear } = draft
  // The fields' hints and checks may name the server's limits: draw them again once those arrive.
  useLimits()
  const saved = (record: S) => {
    clear?.()
    onSaved(record)
  }
  const { errors, problem, busy, submit, touch, reset } = useFormSave(values, () => check(values), () => save(values), saved, options)
  const change = (patch: Partial<F>) => {
    touch(patch)
    update(patch)
  }
  const cancel = () => {
    reset()
    clear?.()
    onClose()
  }
  const bind = (field: TextKey<F>) => ({
    value: values[field] as string,
    error: errors[field],
    onChange: (event: { target: { value: string } }) => change({ [field]: event.target.value } as Partial<F>),
  })

  return (
    <FormModal open={open} title={title} onSubmit={submit} onClose={cancel} submitLabel={submitLabel} busy={busy} error={problem} size={size}>
      {children({ values, errors, change, bind })}
    </FormModal>
  )
}
