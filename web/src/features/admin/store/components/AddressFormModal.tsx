/** Edit an order's shipping address in a dialog (the original used prompt()). */
import { useState } from 'react'
import { TextArea } from '../../../../components/Field'
import { common } from '../../../../i18n/en/common'
import { FormModal } from '../../ui/FormModal'
import { fill } from '../../ui/texts'
import { adminFieldErrors, describeAdminError } from '../../ui/errors'
import { useAdminAction } from '../../shell/useAdminRequest'
import { storeApi, type StoreOrder } from '../api'
import type { ModalDraft } from '../hooks/useModalDraft'
import { TEXT } from '../texts'

export interface AddressValues {
  address: string
}

interface Props {
  draft: ModalDraft<AddressValues>
  onChange: (patch: Partial<AddressValues>) => void
  onClose: () => void
  onSaved: (order: StoreOrder) => void
}

export function AddressFormModal({ draft, onChange, onClose, onSaved }: Props) {
  const { run } = useAdminAction()
  const [error, setError] = useState<string>()
  const [formError, setFormError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const { id, values } = draft

  const submit = async () => {
    const address = values.address.trim()
    setFormError(undefined)
    if (!address || !id) return setError(common.requiredFields)
    setError(undefined)
    setBusy(true)
    try {
      onSaved(await run(() => storeApi.changeAddress(id, address)))
    } catch (failure) {
      const atField = adminFieldErrors(failure).shippingAddress
      setError(atField)
      if (!atField) setFormError(describeAdminError(failure))
    } finally {
      setBusy(false)
    }
  }

  const close = () => {
    setError(undefined)
    setFormError(undefined)
    onClose()
  }

  return (
    <FormModal open={draft.open} title={TEXT.editAddressTitle} onSubmit={submit} onClose={close} submitLabel={TEXT.saveAddress} busy={busy} error={formError} size="medium">
      <p>{fill(TEXT.orderDetailsTitle, { id: id ?? '' })}</p>
      <TextArea
        label={TEXT.shippingAddress}
        required
        rows={4}
        value={values.address}
        maxLength={500}
        error={error}
        onChange={(event) => {
          onChange({ address: event.target.value })
          setError(undefined)
        }}
        data-autofocus
      />
    </FormModal>
  )
}
