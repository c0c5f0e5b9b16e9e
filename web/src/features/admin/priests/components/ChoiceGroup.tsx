/** A fixed list to tick from (a priest's languages, the pujas they perform), optionally in groups;
 * the message for the whole list sits under it. */
import { useId } from 'react'
import styles from './ChoiceGroup.module.css'
import frame from './FormGroup.module.css'

export interface Choice {
  value: string
  label: string
}

interface Props {
  legend: string
  hint?: string
  groups: { title?: string; choices: Choice[] }[]
  chosen: readonly string[]
  error?: string
  onChange: (chosen: string[]) => void
}

export function ChoiceGroup({ legend, hint, groups, chosen, error, onChange }: Props) {
  const id = useId()
  const toggle = (value: string, on: boolean) => onChange(on ? [...chosen, value] : chosen.filter((item) => item !== value))
  return (
    <fieldset className={frame.fieldset} aria-describedby={`${hint ? `${id}-hint ` : ''}${error ? `${id}-error` : ''}`.trim() || undefined} aria-invalid={error ? true : undefined}>
      <legend className={frame.legend}>{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className={frame.hint}>
          {hint}
        </p>
      )}
      {groups.map((group, index) => (
        <div key={group.title ?? index}>
          {group.title && <p className={styles.title}>{group.title}</p>}
          <div className={styles.choices}>
            {group.choices.map((choice) => (
              <label key={choice.value} className={styles.choice}>
                <input type="checkbox" checked={chosen.includes(choice.value)} onChange={(event) => toggle(choice.value, event.target.checked)} />
                <span>{choice.label}</span>
              </label>
            ))}
          </div>
        </div>
      ))}
      {error && (
        <p id={`${id}-error`} className={frame.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}
