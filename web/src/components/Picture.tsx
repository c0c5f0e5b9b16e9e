/** Every catalogue picture (products, pujas, temples): the server's WebP widths in a srcset, loaded
 * lazily in a frame of fixed proportions (nothing jumps when it arrives), and a drawn placeholder
 * when there is none or it fails. */
import { useState } from 'react'
import { siteLimits } from '../lib/site'
import styles from './Picture.module.css'

// /media/<hash>-<width>.webp: an upload, served at the standard widths narrower than <width> too.
const UPLOADED = /^\/media\/([0-9a-f]{32})-(\d{1,5})\.webp$/

function isUrl(src: string): boolean {
  return /^https?:\/\//i.test(src) || src.startsWith('/')
}

/** The srcset of an uploaded picture, from the widths the server says it makes. */
export function srcSetOf(src: string, widths: readonly number[] | undefined): string | undefined {
  const match = UPLOADED.exec(src)
  if (!match || !widths?.length) return undefined
  const [, hash, widest] = match
  const max = Number(widest)
  return [...widths.filter((w) => w < max), max].map((w) => `/media/${hash}-${w}.webp ${w}w`).join(', ')
}

interface Props {
  src: string | undefined
  /** The record's name; empty when the name is written beside it (the picture is decorative). */
  alt: string
  /** Width / height of the frame, e.g. 4 / 3. */
  ratio: number
  /** How wide it is shown (the img `sizes`), so the browser picks the right width. */
  sizes: string
  className?: string
  /** The first screen's main picture (its likely largest paint): fetched at once and first,
   * instead of lazily once laid out. */
  eager?: boolean
}

export function Picture({ src, alt, ratio, sizes, className, eager = false }: Props) {
  const [failed, setFailed] = useState<string>()
  const usable = src && isUrl(src) && failed !== src ? src : undefined
  const frame = `${styles.frame} ${className ?? ''}`
  if (!usable) {
    return (
      <span className={`${frame} ${styles.placeholder}`} style={{ aspectRatio: ratio }} role={alt ? 'img' : undefined} aria-label={alt || undefined} data-testid="picture-placeholder">
        <Placeholder />
      </span>
    )
  }
  const height = Math.round(640 / ratio)
  return (
    <span className={frame} style={{ aspectRatio: ratio }}>
      <img
        // A drawing is shown whole (it has its own ground); a photo fills the frame.
        className={`${styles.image} ${usable.endsWith('.svg') ? styles.drawn : ''}`}
        src={usable}
        srcSet={srcSetOf(usable, siteLimits()?.pictureWidths)}
        sizes={sizes}
        alt={alt}
        width={640}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        onError={() => setFailed(usable)}
      />
    </span>
  )
}

/** A lotus on a soft ground: says "a picture goes here" without pretending to be one. */
function Placeholder() {
  return (
    <svg className={styles.drawing} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="22" fill="var(--saffron-100)" />
      <g fill="none" stroke="var(--saffron-200)" strokeWidth="2.5" strokeLinejoin="round">
        <path d="M32 20c5 6 5 14 0 20c-5-6-5-14 0-20z" />
        <path d="M32 40c-2-7 2-14 10-16c0 8-4 14-10 16z" />
        <path d="M32 40c2-7-2-14-10-16c0 8 4 14 10 16z" />
        <path d="M20 42h24" strokeLinecap="round" />
      </g>
    </svg>
  )
}
