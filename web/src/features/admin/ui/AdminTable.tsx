/** A dense table that scrolls sideways on phones (a focusable, named region) with a caption for screen readers. */
import type { ReactNode } from 'react'
import styles from './AdminTable.module.css'

interface Props {
  caption: string
  /** Show the caption as a visible title (default: screen readers only). */
  showCaption?: boolean
  /** <thead> and <tbody> */
  children: ReactNode
}

export function AdminTable({ caption, showCaption = false, children }: Props) {
  return (
    // The region is focusable so keyboard users can scroll a wide table.
    <div className={styles.scroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={showCaption ? styles.caption : styles.hidden}>{caption}</caption>
        {children}
      </table>
    </div>
  )
}
