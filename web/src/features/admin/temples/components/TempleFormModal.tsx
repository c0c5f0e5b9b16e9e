/** Add or edit a temple (spec section 5): name, address, description required, and their Hindi (optional); lat/lon numeric (0, 0 = looked up on save); photo URLs. */
import { TextArea, TextField } from '../../../../components/Field'
import { useDraft } from '../../../../lib/useDraft'
import { FormModal } from '../../ui/FormModal'
import { HindiSection } from '../../ui/HindiSection'
import { templesApi, type Temple, type TempleDetail } from '../api'
import { useFormSave } from '../../ui/hooks/useFormSave'
import { EMPTY_TEMPLE, SAVING, checkTemple, templeForm, templeInput, type TempleForm } from '../rules'
import { TEXT } from '../texts'
import { PhotoEditor } from './PhotoEditor'
import styles from './Forms.module.css'

interface Props {
  /** The temple being edited; absent when adding one. */
  temple?: TempleDetail
  onClose: () => void
  onSaved: (temple: Temple) => void
}

export function TempleFormModal({ temple, onClose, onSaved }: Props) {
  const [form, update, clear] = useDraft<TempleForm>(`admin.temple.${temple?.id ?? 'new'}`, temple ? templeForm(temple) : EMPTY_TEMPLE)
  const save = () => (temple ? templesApi.updateTemple(temple.id, templeInput(form)) : templesApi.createTemple(templeInput(form)))
  const saved = (record: Temple) => {
    clear()
    onSaved(record)
  }
  const { errors, problem, busy, submit, touch } = useFormSave(form, () => checkTemple(form), save, saved, { ...SAVING, failure: TEXT.saveTempleError })
  const change = (patch: Partial<TempleForm>) => {
    update(patch)
    touch(patch)
  }
  const cancel = () => {
    clear()
    onClose()
  }

  return (
    <FormModal open title={temple ? TEXT.editTemple : TEXT.addTemple} onSubmit={submit} onClose={cancel} busy={busy} error={problem} submitLabel={TEXT.saveTemple}>
      <TextField label={TEXT.templeName} required maxLength={100} value={form.name} error={errors.name} onChange={(e) => change({ name: e.target.value })} data-autofocus />
      <TextArea label={TEXT.address} required maxLength={500} value={form.address} error={errors.address} onChange={(e) => change({ address: e.target.value })} />
      <TextArea label={TEXT.description} required maxLength={4000} rows={4} value={form.description} error={errors.description} onChange={(e) => change({ description: e.target.value })} />
      <HindiSection>
        <TextField label={TEXT.templeNameHi} lang="hi" maxLength={100} autoComplete="off" value={form.nameHi} error={errors.nameHi} onChange={(e) => change({ nameHi: e.target.value })} />
        <TextArea label={TEXT.addressHi} lang="hi" maxLength={500} value={form.addressHi} error={errors.addressHi} onChange={(e) => change({ addressHi: e.target.value })} />
        <TextArea label={TEXT.descriptionHi} lang="hi" maxLength={4000} rows={4} value={form.descriptionHi} error={errors.descriptionHi} onChange={(e) => change({ descriptionHi: e.target.value })} />
      </HindiSection>
      <div className={styles.pair}>
        <TextField label={TEXT.latitude} inputMode="decimal" maxLength={20} value={form.latitude} error={errors.latitude} onChange={(e) => change({ latitude: e.target.value })} />
        <TextField label={TEXT.longitude} inputMode="decimal" maxLength={20} value={form.longitude} error={errors.longitude} onChange={(e) => change({ longitude: e.target.value })} />
      </div>
      <p className={styles.hint}>{TEXT.coordinatesHint}</p>
      <PhotoEditor templeId={temple?.id} photos={form.photos} error={errors.photos} onChange={(photos) => change({ photos })} />
    </FormModal>
  )
}
