/** Add or edit a temple admin (spec section 5): every field required (on edit the password only to change it);
 * permissions default to manage services, manage bookings and view reports. */
import { useState } from 'react'
import { Checkbox, TextField } from '../../../../components/Field'
import { RecordForm, type FormDraft } from '../../ui/RecordForm'
import { useFormDraft } from '../../ui/hooks/useFormDraft'
import { templesApi, type Permissions, type TempleAdmin } from '../api'
import { siteLimits } from '../../../../lib/site'
import { EMPTY_ADMIN, SAVING, adminForm, adminInput, checkAdmin, type AdminForm } from '../rules'
import { TEXT, text } from '../texts'
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

/** The form's values with the password beside them: it is never written to the device's storage. */
function useAdminDraft(key: string, initial: AdminForm): FormDraft<AdminForm> {
  const stored = useFormDraft<Drafted>(key, drafted(initial))
  const [password, setPassword] = useState('')
  return {
    values: { ...stored.values, password },
    update: ({ password: typed, ...patch }) => {
      if (typed !== undefined) setPassword(typed)
      if (Object.keys(patch).length > 0) stored.update(patch)
    },
    clear: stored.clear,
  }
}

export function AdminFormModal({ templeId, admin, onClose, onSaved }: Props) {
  const draft = useAdminDraft(`admin.temple-admin.${admin?.id ?? `new.${templeId}`}`, admin ? adminForm(admin) : EMPTY_ADMIN)
  const save = (form: AdminForm) => (admin ? templesApi.updateAdmin(admin.id, adminInput(form)) : templesApi.createAdmin(templeId, adminInput(form)))

  return (
    <RecordForm title={admin ? TEXT.editAdmin : TEXT.newAdmin} submitLabel={TEXT.saveAdmin} draft={draft} check={(form) => checkAdmin(form, !!admin)} save={save} onSaved={onSaved} onClose={onClose} {...SAVING}>
      {({ values, change, bind }) => (
        <>
          <TextField label={TEXT.adminName} required maxLength={100} autoComplete="off" {...bind('adminName')} data-autofocus />
          <div className={styles.pair}>
            <TextField label={TEXT.adminEmail} required type="email" maxLength={254} autoComplete="off" {...bind('adminEmail')} />
            <TextField label={TEXT.adminPhone} required type="tel" inputMode="tel" maxLength={20} autoComplete="off" {...bind('adminPhone')} />
          </div>
          <div className={styles.pair}>
            <TextField label={TEXT.username} required maxLength={60} autoComplete="off" autoCapitalize="none" spellCheck={false} {...bind('username')} />
            <TextField label={admin ? TEXT.newPassword : TEXT.password} required={!admin} type="password" autoComplete="new-password" maxLength={siteLimits()?.maxPasswordLength} hint={admin ? TEXT.newPasswordHint : text('passwordHint')} {...bind('password')} />
          </div>
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{TEXT.permissions}</legend>
            {PERMISSIONS.map((name) => (
              <Checkbox key={name} label={TEXT[name]} checked={values.permissions[name]} onChange={(e) => change({ permissions: { ...values.permissions, [name]: e.target.checked } })} />
            ))}
          </fieldset>
          <Checkbox label={TEXT.adminActive} checked={values.isActive} onChange={(e) => change({ isActive: e.target.checked })} />
        </>
      )}
    </RecordForm>
  )
}
