/** The outcome of the last row action (status changed, approved, or why it failed). */
import { Notice } from '../../../../components/States'
import type { RowNotice } from '../hooks/useRowAction'

export function RowNoticeView({ notice }: { notice: RowNotice | null }) {
  return notice ? <Notice tone={notice.tone}>{notice.text}</Notice> : null
}
