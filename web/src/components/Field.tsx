/** Labelled form controls that show their error at the field and tell screen readers about it. */
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react'
import styles from './Field.module.css'

interface FieldProps {
  label: ReactNode
  error?: string
  hint?: ReactNode
  required?: boolean
}

function Frame({ id, label, error, hint, required, children }: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <span aria-hidden="true" className={styles.required}> *</span>}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  if (error) return `${id}-error`
  return hint ? `${id}-hint` : undefined
}

type InputProps = FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'required'>

export function TextField({ label, error, hint, required, id, className, ...input }: InputProps) {
  const generated = useId()
  const inputId = id ?? generated
  return (
    <Frame id={inputId} label={label} error={error} hint={hint} required={required}>
      <input
        id={inputId}
        className={`${styles.control} ${error ? styles.invalid : ''} ${className ?? ''}`}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(inputId, error, hint)}
        {...input}
      />
    </Frame>
  )
}

type AreaProps = FieldProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'>

export function TextArea({ label, error, hint, required, id, className, ...area }: AreaProps) {
  const generated = useId()
  const areaId = id ?? generated
  return (
    <Frame id={areaId} label={label} error={error} hint={hint} required={required}>
      <textarea
        id={areaId}
        rows={3}
        className={`${styles.control} ${error ? styles.invalid : ''} ${className ?? ''}`}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(areaId, error, hint)}
        {...area}
      />
    </Frame>
  )
}

type SelectProps = FieldProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required'> & { children: ReactNode }

export function SelectField({ label, error, hint, required, id, className, children, ...select }: SelectProps) {
  const generated = useId()
  const selectId = id ?? generated
  return (
    <Frame id={selectId} label={label} error={error} hint={hint} required={required}>
      <select
        id={selectId}
        className={`${styles.control} ${error ? styles.invalid : ''} ${className ?? ''}`}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(selectId, error, hint)}
        {...select}
      >
        {children}
      </select>
    </Frame>
  )
}

export function Checkbox({ label, ...input }: { label: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={styles.checkbox}>
      <input type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  )
}
