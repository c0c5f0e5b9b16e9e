/** Add or edit a temple admin (spec section 5): every field required (on edit the password only to change it);
 * permissions default to manage services, manage bookings and view reports. */
import { useState } from 'react'
import { Checkbox, TextField } from '../../../../components/Field'
import { useDraft } from '../../../../lib/useDraft'
import { FormModal } from '../../ui/FormModal'
import { templesApi, type Permissions, type TempleAdmin } from '../api'
import { useFormSave } from '../../ui/hooks/useFormSave'
import { EMPTY_ADMIN, MAX_PASSWORD, SAVING, adminForm, adminInput, checkAdmin, type AdminForm } from '../rules'
import { TEXT } from '../texts'
import styles from './Forms.module.css'

interface Props {
  templeId: string
  /** The admin being edited; absent when adding one. */
  admin?: TempleAdmin
  onClose: () => void
  onSaved: () => void
}

const PERMISSIONS: (keyof Permissions)[] = ['manageServices', 'manageBookings', 'viewReports', 'manageTimings']
type Drafted = Omit<AdminForm, 'password'>

function drafted({ adminName, adminEmail, adminPhone, username, permissions, isActive }: AdminForm): Drafted {
  return { adminName, adminEmail, adminPhone, username, permissions, isActive }
}

export function AdminFormModal({ templeId, admin, onClose, onSaved }: Props) {
  // The password is never written to the device's storage: only the other fields are drafted.
  const [draft, update, clear] = useDraft<Drafted>(`admin.temple-admin.${admin?.id ?? `new.${templeId}`}`, drafted(admin ? adminForm(admin) : EMPTY_ADMIN))
  const [password, setPassword] = useState('')
  const form: AdminForm = { ...draft, password }
  const save = () => (admin ? templesApi.updateAdmin(admin.id, adminInput(form)) : templesApi.createAdmin(templeId, adminInput(form)))
  const saved = () => {
    clear()
    onSaved()
  }
  const { errors, problem, busy, submit, touch } = useFormSave(form, () => checkAdmin(form, !!admin), save, saved, SAVING)
  const change = (patch: Partial<Drafted>) => {
    update(patch)
    touch(patch)
  }
  const cancel = () => {
    clear()
    onClose()
  }

  return (
    <FormModal open title={admin ? TEXT.editAdmin : TEXT.newAdmin} onSubmit={submit} onClose={cancel} busy={busy} error={problem} submitLabel={TEXT.saveAdmin}>
      <TextField label={TEXT.adminName} required maxLength={100} autoComplete="off" value={form.adminName} error={errors.adminName} onChange={(e) => change({ adminName: e.target.value })} data-autofocus />
      <div className={styles.pair}>
        <TextField label={TEXT.adminEmail} required type="email" maxLength={254} autoComplete="off" value={form.adminEmail} error={errors.adminEmail} onChange={(e) => change({ adminEmail: e.target.value })} />
        <TextField label={TEXT.adminPhone} required type="tel" inputMode="tel" maxLength={20} autoComplete="off" value={form.adminPhone} error={errors.adminPhone} onChange={(e) => change({ adminPhone: e.target.value })} />
      </div>
      <div className={styles.pair}>
        <TextField label={TEXT.username} required maxLength={60} autoComplete="off" autoCapitalize="none" spellCheck={false} value={form.username} error={errors.username} onChange={(e) => change({ username: e.target.value })} />
        <TextField
          label={admin ? TEXT.newPassword : TEXT.password}
          required={!admin}
          type="password"
          autoComplete="new-password"
          maxLength={MAX_PASSWORD}
          hint={admin ? TEXT.newPasswordHint : TEXT.passwordHint}
          value={password}
          error={errors.password}
          onChange={(e) => {
            setPassword(e.target.value)
            touch({ password: e.target.value })
          }}
        />
      </div>
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{TEXT.permissions}</legend>
        {PERMISSIONS.map((name) => (
          <Checkbox key={name} label={TEXT[name]} checked={form.permissions[name]} onChange={(e) => change({ permissions: { ...form.permissions, [name]: e.target.checked } })} />
        ))}
      </fieldset>
      <Checkbox label={TEXT.adminActive} checked={form.isActive} onChange={(e) => change({ isActive: e.target.checked })} />
    </FormModal>
  )
}
