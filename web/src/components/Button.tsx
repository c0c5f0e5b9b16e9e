/** The one button: primary, secondary or quiet; shows a spinner and stays put while busy. */
import type { ButtonHTMLAttributes, ReactNode } from 'react'
import styles from './Button.module.css'

interface Props extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'quiet' | 'danger'
  busy?: boolean
  block?: boolean
  children: ReactNode
}

export function Button({ variant = 'primary', busy = false, block = false, disabled, className, children, type = 'button', ...rest }: Props) {
  const classes = [styles.button, styles[variant], block ? styles.block : '', className ?? ''].join(' ')
  return (
    <button type={type} className={classes} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      {children}
    </button>
  )
}
