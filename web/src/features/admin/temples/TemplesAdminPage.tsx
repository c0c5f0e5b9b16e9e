/** Temple Management (/admin/temples): stats, a searchable temple list, the selected temple's services and admins. */
import { useCallback, useRef, useState } from 'react'
import { Button } from '../../../components/Button'
import { ConfirmDialog } from '../ui/ConfirmDialog'
import { PageHeader } from '../ui/PageHeader'
import { TEXT as UI } from '../ui/texts'
import type { Temple } from './api'
import { DetailsPane } from './components/DetailsPane'
import { OpenForm } from './components/OpenForm'
import { TempleList } from './components/TempleList'
import { TempleStats } from './components/TempleStats'
import { confirmText, useDelete, type DeleteTarget } from './hooks/useDelete'
import { useScreenParams } from './hooks/useScreenParams'
import { useTemplesData } from './hooks/useTemplesData'
import { TEXT } from './texts'
import styles from './TemplesAdminPage.module.css'

export default function TemplesAdminPage() {
  const screen = useScreenParams()
  const [search, setSearch] = useState('')
  const { summary, list, detail, reloadAll } = useTemplesData(search, screen.templeId)
  const pane = useRef<HTMLDivElement>(null)
  const { select, closeForm, templeId } = screen

  const onDeleted = useCallback(
    (target: DeleteTarget) => {
      if (target.kind === 'temple' && target.id === templeId) select(null)
      reloadAll()
    },
    [templeId, select, reloadAll],
  )
  const deletion = useDelete(onDeleted)

  const choose = (id: string) => {
    select(id)
    // On a phone the details sit below the list: bring them into view.
    if (window.matchMedia?.('(max-width: 899px)').matches) {
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
      requestAnimationFrame(() => pane.current?.scrollIntoView?.({ behavior: smooth ? 'smooth' : 'auto', block: 'start' }))
    }
  }
  const onTempleSaved = (temple: Temple) => {
    select(temple.id)
    reloadAll()
  }
  const onSaved = () => {
    closeForm()
    reloadAll()
  }
  const temple = detail.data ?? undefined

  return (
    <div className={styles.page}>
      <PageHeader title={TEXT.title} subtitle={TEXT.subtitle} actions={<Button onClick={() => screen.openForm('temple')}>{TEXT.addTemple}</Button>} />
      <TempleStats summary={summary} />
      <div className={styles.layout}>
        <TempleList search={search} onSearch={setSearch} list={list} selectedId={templeId} onSelect={choose} />
        <DetailsPane
          ref={pane}
          templeId={templeId}
          temple={temple}
          error={detail.error}
          loading={detail.loading}
          reload={detail.reload}
          tab={screen.tab}
          onTab={screen.setTab}
          onEditTemple={() => temple && screen.openForm('temple', temple.id)}
          onDeleteTemple={() => temple && deletion.ask({ kind: 'temple', id: temple.id, name: temple.name })}
          onEditTimings={() => temple && screen.openForm('timings', temple.id)}
          onAddService={() => screen.openForm('service')}
          onEditService={(service) => screen.openForm('service', service.id)}
          onDeleteService={(service) => deletion.ask({ kind: 'service', id: service.id, name: service.name })}
          onAddAdmin={() => screen.openForm('admin')}
          onEditAdmin={(admin) => screen.openForm('admin', admin.id)}
          onRemoveAdmin={(admin) => deletion.ask({ kind: 'admin', id: admin.id, name: admin.adminName })}
        />
      </div>
      <OpenForm form={screen.form} temple={temple} onClose={closeForm} onTempleSaved={onTempleSaved} onSaved={onSaved} />
      <ConfirmDialog
        open={deletion.open}
        message={deletion.target ? confirmText(deletion.target) : ''}
        title={deletion.target?.kind === 'admin' ? UI.confirmRemoveTitle : UI.confirmDeleteTitle}
        confirmLabel={deletion.target?.kind === 'admin' ? UI.remove : UI.delete}
        busy={deletion.busy}
        error={deletion.error}
        onConfirm={deletion.confirm}
        onCancel={deletion.cancel}
      />
    </div>
  )
}
