/** All + the store's categories as toggle chips; one is chosen at a time. */
import { useT } from '../../../i18n/context'
import type { Category } from '../api'
import styles from './CategoryChips.module.css'

interface Props {
  categories: Category[]
  selected: string | null
  onSelect: (category: string | null) => void
}

export function CategoryChips({ categories, selected, onSelect }: Props) {
  const t = useT()
  const chips: { value: string | null; label: string }[] = [{ value: null, label: t('common.all') }, ...categories.map((c) => ({ value: c.name, label: c.label }))]
  return (
    <div className={styles.chips} role="group" aria-label={t('store.categoriesLabel')}>
      {chips.map((chip) => (
        <button key={chip.value ?? ''} type="button" className={styles.chip} aria-pressed={selected === chip.value} onClick={() => onSelect(chip.value)}>
          {chip.label}
        </button>
      ))}
    </div>
  )
}
