/** A dialog's values kept as a draft (lib/useDraft) in the shape RecordForm takes: a reload or an ended
 * session loses nothing, and saving or cancelling forgets it. */
import { useDraft } from '../../../../lib/useDraft'
import type { FormDraft } from '../RecordForm'

export function useFormDraft<F extends object>(key: string, initial: F): Required<FormDraft<F>> {
  const [values, update, clear] = useDraft<F>(key, initial)
  return { values, update, clear }
}
