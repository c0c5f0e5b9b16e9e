/** The right-hand side: "Select a Temple" until one is picked, then its details (or why they cannot be shown). */
import { forwardRef, type ComponentProps } from 'react'
import { EmptyState, ErrorState, Notice, Spinner } from '../../../../components/States'
import type { ApiError } from '../../../../lib/api'
import { describeAdminError } from '../../ui/errors'
import { TEXT as UI } from '../../ui/texts'
import type { TempleDetail } from '../api'
import { TEXT } from '../texts'
import { TempleDetails } from './TempleDetails'
import styles from './DetailsPane.module.css'

type Handlers = Omit<ComponentProps<typeof TempleDetails>, 'temple'>

interface Props extends Handlers {
  templeId: string | null
  temple: TempleDetail | undefined
  error: ApiError | undefined
  loading: boolean
  reload: () => void
}

export const DetailsPane = forwardRef<HTMLDivElement, Props>(function DetailsPane({ templeId, temple, error, loading, reload, ...handlers }, ref) {
  let content
  if (!templeId) {
    content = (
      <div className={styles.placeholder}>
        <EmptyState title={TEXT.selectTemple}>
          <p>{TEXT.selectTempleHint}</p>
        </EmptyState>
      </div>
    )
  } else if (error?.status === 404) {
    content = <Notice tone="warning">{TEXT.templeGone}</Notice>
  } else if (error && !temple) {
    content = <ErrorState message={describeAdminError(error)} onRetry={reload} retryLabel={UI.retry} />
  } else if (!temple) {
    content = loading ? <Spinner label={UI.loading} /> : null
  } else {
    content = <TempleDetails temple={temple} {...handlers} />
  }
  return (
    <div ref={ref} className={styles.pane} tabIndex={-1}>
      {content}
    </div>
  )
})
