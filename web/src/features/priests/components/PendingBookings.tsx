/** Bookings saved on this phone while offline: say so, and offer to send them now. */
import { Button } from '../../../components/Button'
import { Notice } from '../../../components/States'
import { useT } from '../../../i18n/context'

export function PendingBookings({ count, onRetry }: { count: number; onRetry: () => void }) {
  const t = useT()
  if (!count) return null
  return (
    <Notice tone="warning">
      <p>{t('common.pendingSend', { what: t('priests.what') })}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('priests.sendNow')}
      </Button>
    </Notice>
  )
}
