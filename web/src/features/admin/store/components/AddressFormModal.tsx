/** Edit an order's delivery address in its parts, in a dialog (the original used prompt()). */
import { SelectField, TextField } from '../../../../components/Field'
import { common } from '../../../../i18n/en/common'
import { addressPartErrors } from '../../../../lib/address'
import { useSite } from '../../../../lib/site'
import { isPinCode } from '../../../../lib/validation'
import { FormModal } from '../../ui/FormModal'
import { fill } from '../../ui/texts'
import { useFormSave } from '../../ui/hooks/useFormSave'
import { storeApi, type DeliveryAddress, type StoreOrder } from '../api'
import type { ModalDraft } from '../hooks/useModalDraft'
import { TEXT } from '../texts'

export type AddressValues = Required<DeliveryAddress>
type Field = keyof AddressValues
type Errors = Partial<Record<Field, string>>

export const NO_ADDRESS: AddressValues = { houseAndStreet: '', landmark: '', city: '', state: '', pinCode: '' }
const REQUIRED: Field[] = ['houseAndStreet', 'city', 'state', 'pinCode']

/** The form's starting values: the order's address in its parts, or (an order placed before
 * addresses had parts) its one line in the first field, for the admin to split. */
export function addressValues(order: StoreOrder): AddressValues {
  return order.deliveryAddress ?? { ...NO_ADDRESS, houseAndStreet: order.shippingAddress.slice(0, 200) }
}

function check(values: AddressValues): Errors {
  const errors: Errors = {}
  for (const field of REQUIRED) if (!values[field].trim()) errors[field] = common.requiredFields
  if (!errors.pinCode && !isPinCode(values.pinCode)) errors.pinCode = common.pinRule
  return errors
}

interface Props {
  draft: ModalDraft<AddressValues>
  onChange: (patch: Partial<AddressValues>) => void
  onClose: () => void
  onSaved: (order: StoreOrder) => void
}

export function AddressFormModal({ draft, onChange, onClose, onSaved }: Props) {
  const states = useSite()?.states ?? []
  const { id, values } = draft
  // The form opens for an order only (OrdersTab), so a form on screen has its id.
  const save = () => storeApi.changeAddress(id!, values)
  const { errors, problem, busy, submit, touch, reset } = useFormSave(values, () => check(values), save, onSaved, { fromServer: addressPartErrors, summary: 'never' })

  const close = () => {
    reset()
    onClose()
  }

  const change = (field: Field) => (event: { target: { value: string } }) => {
    const patch = { [field]: event.target.value }
    onChange(patch)
    touch(patch)
  }

  return (
    <FormModal open={draft.open} title={TEXT.editAddressTitle} onSubmit={submit} onClose={close} submitLabel={TEXT.saveAddress} busy={busy} error={problem} size="medium">
      <p>{fill(TEXT.orderDetailsTitle, { id: id ?? '' })}</p>
      <TextField label={TEXT.houseAndStreet} required maxLength={200} value={values.houseAndStreet} error={errors.houseAndStreet} onChange={change('houseAndStreet')} data-autofocus />
      <TextField label={TEXT.landmark} maxLength={120} value={values.landmark} error={errors.landmark} onChange={change('landmark')} />
      <TextField label={TEXT.city} required maxLength={80} value={values.city} error={errors.city} onChange={change('city')} />
      <SelectField label={TEXT.state} required value={values.state} error={errors.state} onChange={change('state')}>
        <option value="">{TEXT.chooseState}</option>
        {states.map((state) => (
          <option key={state.name} value={state.name}>
            {state.name}
          </option>
        ))}
      </SelectField>
      <TextField label={TEXT.pinCode} required inputMode="numeric" maxLength={7} value={values.pinCode} error={errors.pinCode} onChange={change('pinCode')} />
    </FormModal>
  )
}
