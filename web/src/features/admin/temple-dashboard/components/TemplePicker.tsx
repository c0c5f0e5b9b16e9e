/** A super admin's choice of which temple's dashboard to see (a temple admin always sees its own). */
import { SelectField } from '../../../../components/Field'
import { ErrorState } from '../../../../components/States'
import { describeAdminError } from '../../ui/errors'
import { TEXT as UI } from '../../ui/texts'
import { useTempleChoices } from '../hooks/useTempleDashboard'
import { TEXT } from '../texts'
import styles from './TemplePicker.module.css'

export function TemplePicker({ value, onChange }: { value: string | undefined; onChange: (templeId: string) => void }) {
  const temples = useTempleChoices()
  if (temples.error) return <ErrorState message={describeAdminError(temples.error)} onRetry={temples.reload} retryLabel={UI.retry} />
  return (
    <div className={styles.picker}>
      <SelectField label={TEXT.chooseTemple} value={value ?? ''} disabled={!temples.data} hint={temples.data ? undefined : TEXT.templesLoading} onChange={(event) => onChange(event.target.value)}>
        <option value="" disabled>
          {TEXT.chooseTempleOption}
        </option>
        {temples.data?.map((temple) => (
          <option key={temple.id} value={temple.id}>
            {temple.isActive ? temple.name : `${temple.name} (${UI.inactive})`}
          </option>
        ))}
      </SelectField>
    </div>
  )
}
