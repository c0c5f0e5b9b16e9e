/** A titled dashboard panel with a "View All" link to the full screen. */
import { useId, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import styles from './RecentPanel.module.css'

interface Props {
  title: string
  link: { to: string; text: string; label: string }
  children: ReactNode
}

export function RecentPanel({ title, link, children }: Props) {
  const id = useId()
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <div className={styles.head}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        <Link to={link.to} className={styles.link} aria-label={link.label}>
          {link.text}
        </Link>
      </div>
      {children}
    </section>
  )
}
