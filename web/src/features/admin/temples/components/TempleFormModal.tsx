/** Add or edit a temple (spec section 5): name, address, description required, and their Hindi (optional); lat/lon numeric (0, 0 = looked up on save); photo URLs. */
import { TextArea, TextField } from '../../../../components/Field'
import { RecordForm } from '../../ui/RecordForm'
import { HindiSection } from '../../ui/HindiSection'
import { useFormDraft } from '../../ui/hooks/useFormDraft'
import { templesApi, type Temple, type TempleDetail } from '../api'
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
  const draft = useFormDraft<TempleForm>(`admin.temple.${temple?.id ?? 'new'}`, temple ? templeForm(temple) : EMPTY_TEMPLE)
  const save = (form: TempleForm) => (temple ? templesApi.updateTemple(temple.id, templeInput(form)) : templesApi.createTemple(templeInput(form)))

  return (
    <RecordForm title={temple ? TEXT.editTemple : TEXT.addTemple} submitLabel={TEXT.saveTemple} draft={draft} check={checkTemple} save={save} onSaved={onSaved} onClose={onClose} {...SAVING} failure={TEXT.saveTempleError}>
      {({ values, errors, change, bind }) => (
        <>
          <TextField label={TEXT.templeName} required maxLength={100} {...bind('name')} data-autofocus />
          <TextArea label={TEXT.address} required maxLength={500} {...bind('address')} />
          <TextArea label={TEXT.description} required maxLength={4000} rows={4} {...bind('description')} />
          <HindiSection>
            <TextField label={TEXT.templeNameHi} lang="hi" maxLength={100} autoComplete="off" {...bind('nameHi')} />
            <TextArea label={TEXT.addressHi} lang="hi" maxLength={500} {...bind('addressHi')} />
            <TextArea label={TEXT.descriptionHi} lang="hi" maxLength={4000} rows={4} {...bind('descriptionHi')} />
          </HindiSection>
          <div className={styles.pair}>
            <TextField label={TEXT.latitude} inputMode="decimal" maxLength={20} {...bind('latitude')} />
            <TextField label={TEXT.longitude} inputMode="decimal" maxLength={20} {...bind('longitude')} />
          </div>
          <p className={styles.hint}>{TEXT.coordinatesHint}</p>
          <PhotoEditor templeId={temple?.id} photos={values.photos} error={errors.photos} onChange={(photos) => change({ photos })} />
        </>
      )}
    </RecordForm>
  )
}
