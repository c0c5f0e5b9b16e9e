/** The selected temple: its card (photo, name, address, description, place), its timings, and tabs Services and Admins with counts. */
import { Button } from '../../../../components/Button'
import { ImageWithFallback } from '../../../../components/ImageWithFallback'
import { Tabs } from '../../ui/Tabs'
import type { TempleAdmin, TempleDetail, TempleService } from '../api'
import type { Tab } from '../hooks/useScreenParams'
import { TEXT, text } from '../texts'
import { AdminsTab } from './AdminsTab'
import { DefaultImage } from './DefaultImage'
import { ServicesTab } from './ServicesTab'
import { TimingsList } from './TimingsList'
import styles from './TempleDetails.module.css'

interface Props {
  temple: TempleDetail
  tab: Tab
  onTab: (tab: Tab) => void
  onEditTemple: () => void
  onDeleteTemple: () => void
  onEditTimings: () => void
  onAddService: () => void
  onEditService: (service: TempleService) => void
  onDeleteService: (service: TempleService) => void
  onAddAdmin: () => void
  onEditAdmin: (admin: TempleAdmin) => void
  onRemoveAdmin: (admin: TempleAdmin) => void
}

export function TempleDetails({ temple, tab, onTab, ...on }: Props) {
  const { latitude, longitude } = temple.coordinates
  const admins = temple.admins ?? []
  return (
    <section className={styles.details} aria-label={temple.name}>
      <article className={styles.card}>
        <div className={styles.photo}>
          <ImageWithFallback src={temple.photos[0]} alt={temple.name} className={styles.image} fallback={<DefaultImage label={temple.name} />} />
        </div>
        <div className={styles.body}>
          <h2 className={styles.name}>{temple.name}</h2>
          <p className={styles.address}>{temple.address}</p>
          <p className={styles.description}>{temple.description}</p>
          <p className={styles.meta}>
            <span>{latitude === 0 && longitude === 0 ? TEXT.notPlaced : text('coordinates', { latitude, longitude })}</span>
            <span>{text('photoCount', { count: temple.photos.length })}</span>
          </p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={on.onEditTemple}>
              {TEXT.editTemple}
            </Button>
            <Button variant="quiet" className={styles.danger} onClick={on.onDeleteTemple}>
              {TEXT.deleteTemple}
            </Button>
          </div>
        </div>
      </article>
      <TimingsList templeName={temple.name} timings={temple.timings} note={temple.timingsNote} onEdit={on.onEditTimings} />
      <Tabs
        label={TEXT.tabsLabel}
        value={tab}
        onChange={onTab}
        tabs={[
          { id: 'services', label: TEXT.servicesTab, count: temple.services.length },
          { id: 'admins', label: TEXT.adminsTab, count: admins.length },
        ]}
      >
        {tab === 'services' ? (
          <ServicesTab services={temple.services} onAdd={on.onAddService} onEdit={on.onEditService} onDelete={on.onDeleteService} />
        ) : (
          <AdminsTab admins={admins} onAdd={on.onAddAdmin} onEdit={on.onEditAdmin} onRemove={on.onRemoveAdmin} />
        )}
      </Tabs>
    </section>
  )
}
