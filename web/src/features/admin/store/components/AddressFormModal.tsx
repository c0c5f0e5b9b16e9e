/** Edit an order's delivery address in its parts, in a dialog (the original used prompt()). */
import { SelectField, TextField } from '../../../../components/Field'
import { common } from '../../../../i18n/en/common'
import { addressPartErrors } from '../../../../lib/address'
import { useSite } from '../../../../lib/site'
import { isPinCode } from '../../../../lib/validation'
import { RecordForm } from '../../ui/RecordForm'
import { commonText, fill } from '../../ui/texts'
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
  if (!errors.pinCode && !isPinCode(values.pinCode)) errors.pinCode = commonText('pinRule')
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
  const { id } = draft
  // The form opens for an order only (OrdersTab), so a form on screen has its id.
  const save = (values: AddressValues) => storeApi.changeAddress(id!, values)

  return (
    <RecordForm open={draft.open} title={TEXT.editAddressTitle} submitLabel={TEXT.saveAddress} size="medium" draft={{ values: draft.values, update: onChange }} check={check} save={save} onSaved={onSaved} onClose={onClose} fromServer={addressPartErrors} summary="never">
      {({ bind }) => (
        <>
          <p>{fill(TEXT.orderDetailsTitle, { id: id ?? '' })}</p>
          <TextField label={TEXT.houseAndStreet} required maxLength={200} {...bind('houseAndStreet')} data-autofocus />
          <TextField label={TEXT.landmark} maxLength={120} {...bind('landmark')} />
          <TextField label={TEXT.city} required maxLength={80} {...bind('city')} />
          <SelectField label={TEXT.state} required {...bind('state')}>
            <option value="">{TEXT.chooseState}</option>
            {states.map((state) => (
              <option key={state.name} value={state.name}>
                {state.name}
              </option>
            ))}
          </SelectField>
          <TextField label={TEXT.pinCode} required inputMode="numeric" maxLength={7} {...bind('pinCode')} />
        </>
      )}
    </RecordForm>
  )
}
