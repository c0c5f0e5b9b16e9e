/** A place typed with suggestions from the offline gazetteer as the devotee types (a combobox:
 * arrow keys move through the list, Enter takes one, Escape closes it). */
import { useEffect, useId, useState, type KeyboardEvent } from 'react'
import { TextField } from '../../../components/Field'
import { useT } from '../../../i18n/context'
import { useDebounced } from '../../../lib/useDebounced'
import { suggestPlaces, type PlaceSuggestion } from '../api'
import styles from './forms.module.css'

const MIN_CHARACTERS = 2 // as the server: fewer gives no suggestions

interface Props {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  hint?: string
  required?: boolean
  name?: string
}

export function PlaceField({ label, value, onChange, error, hint, required, name }: Props) {
  const t = useT()
  const listId = useId()
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const typed = useDebounced(value.trim(), 200)
  const [found, setFound] = useState<{ text: string; places: PlaceSuggestion[] } | null>(null)
  const asking = open && typed.length >= MIN_CHARACTERS

  useEffect(() => {
    if (!asking) return
    const controller = new AbortController()
    suggestPlaces(typed, controller.signal).then(
      (places) => setFound({ text: typed, places }),
      () => setFound({ text: typed, places: [] }), // suggestions are a help, never a blocker
    )
    return () => controller.abort()
  }, [typed, asking])

  const places = found?.text === typed ? found.places : []
  const settled = found?.text === typed && value.trim() === typed
  const showList = asking && places.length > 0
  // Nothing by that name (yet): said under the field, never over the buttons below it, and
  // still said once the field loses focus (the form must not move under a tap on its button).
  const none = settled && typed.length >= MIN_CHARACTERS && places.length === 0

  const choose = (place: PlaceSuggestion) => {
    onChange(place.label)
    setOpen(false)
    setActive(-1)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!showList || places.length === 0) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => (current + step + places.length) % places.length)
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault()
      choose(places[active])
    } else if (event.key === 'Escape') {
      setOpen(false)
    }
  }

  return (
    <div className={styles.combo}>
      <TextField
        label={label}
        value={value}
        name={name}
        error={error}
        // The list opens where the hint was, right under the field.
        hint={showList ? undefined : none ? t('astrology.placeNone') : hint}
        required={required}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          onChange(event.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      {showList && (
        <ul id={listId} role="listbox" aria-label={t('astrology.placeSuggestions')} className={styles.suggestions}>
          {places.map((place, index) => (
            <li
              key={place.label}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={styles.suggestion}
              // Chosen on press, before the field's blur closes the list.
              onPointerDown={(event) => {
                event.preventDefault()
                choose(place)
              }}
            >
              <span className={styles.suggestionName}>{place.name}</span>
              <span className={styles.suggestionWhere}>{[place.state, place.country].filter((part) => part && part !== place.name).join(', ')}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
