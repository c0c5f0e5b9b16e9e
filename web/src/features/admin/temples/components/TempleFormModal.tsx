/** Add or edit a temple (spec section 5): name, address, description required, and their Hindi (optional); lat/lon numeric (0, 0 = looked up on save); photo URLs. */
import { TextArea, TextField } from '../../../../components/Field'
import { useDraft } from '../../../../lib/useDraft'
import { FormModal } from '../../ui/FormModal'
import { HindiSection } from '../../ui/HindiSection'
import { templesApi, type Temple, type TempleDetail } from '../api'
import { useSave } from '../hooks/useSave'
import { EMPTY_TEMPLE, checkTemple, templeForm, templeInput, type TempleForm } from '../rules'
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
  const { busy, error, fields, save, touch } = useSave(TEXT.saveTempleError)
  const change = (patch: Partial<TempleForm>) => {
    update(patch)
    touch(Object.keys(patch))
  }

  const submit = async () => {
    const body = templeInput(form)
    const done = await save(checkTemple(form), () => (temple ? templesApi.updateTemple(temple.id, body) : templesApi.createTemple(body)))
    if (!done) return
    clear()
    onSaved(done.saved)
  }
  const cancel = () => {
    clear()
    onClose()
  }

  return (
    <FormModal open title={temple ? TEXT.editTemple : TEXT.addTemple} onSubmit={submit} onClose={cancel} busy={busy} error={error} submitLabel={TEXT.saveTemple}>
      <TextField label={TEXT.templeName} required maxLength={100} value={form.name} error={fields.name} onChange={(e) => change({ name: e.target.value })} data-autofocus />
      <TextArea label={TEXT.address} required maxLength={500} value={form.address} error={fields.address} onChange={(e) => change({ address: e.target.value })} />
      <TextArea label={TEXT.description} required maxLength={4000} rows={4} value={form.description} error={fields.description} onChange={(e) => change({ description: e.target.value })} />
      <HindiSection>
        <TextField label={TEXT.templeNameHi} lang="hi" maxLength={100} autoComplete="off" value={form.nameHi} error={fields.nameHi} onChange={(e) => change({ nameHi: e.target.value })} />
        <TextArea label={TEXT.addressHi} lang="hi" maxLength={500} value={form.addressHi} error={fields.addressHi} onChange={(e) => change({ addressHi: e.target.value })} />
        <TextArea label={TEXT.descriptionHi} lang="hi" maxLength={4000} rows={4} value={form.descriptionHi} error={fields.descriptionHi} onChange={(e) => change({ descriptionHi: e.target.value })} />
      </HindiSection>
      <div className={styles.pair}>
        <TextField label={TEXT.latitude} inputMode="decimal" maxLength={20} value={form.latitude} error={fields.latitude} onChange={(e) => change({ latitude: e.target.value })} />
        <TextField label={TEXT.longitude} inputMode="decimal" maxLength={20} value={form.longitude} error={fields.longitude} onChange={(e) => change({ longitude: e.target.value })} />
      </div>
      <p className={styles.hint}>{TEXT.coordinatesHint}</p>
      <PhotoEditor templeId={temple?.id} photos={form.photos} error={fields.photos} onChange={(photos) => change({ photos })} />
    </FormModal>
  )
}
