/** The Hindi fields of a catalogue form under their own small heading. Each is optional: left
 * empty, devotees who chose हिन्दी see the English of that field. */
import { useId, type ReactNode } from 'react'
import { TEXT } from './texts'
import styles from './HindiSection.module.css'

export function HindiSection({ children }: { children: ReactNode }) {
  const hintId = useId()
  const [before, after = ''] = TEXT.hindiSection.split('{hindi}')
  return (
    <fieldset className={styles.section} aria-describedby={hintId}>
      <legend className={styles.legend}>
        {before}
        <span lang="hi">{TEXT.hindiWord}</span>
        {after}
      </legend>
      <p id={hintId} className={styles.hint}>
        {TEXT.hindiSectionHint}
      </p>
      {children}
    </fieldset>
  )
}
