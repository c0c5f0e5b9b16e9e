/** A temple's services: name, description, price, duration, time slots, bookings per slot, Active/Inactive; add, edit, delete. */
import { Button } from '../../../../components/Button'
import { EmptyState } from '../../../../components/States'
import { formatINR } from '../../../../lib/format'
import { TEXT as UI } from '../../ui/texts'
import type { TempleService } from '../api'
import { TEXT, text } from '../texts'
import styles from './Records.module.css'

interface Props {
  services: TempleService[]
  onAdd: () => void
  onEdit: (service: TempleService) => void
  onDelete: (service: TempleService) => void
}

export function ServicesTab({ services, onAdd, onEdit, onDelete }: Props) {
  return (
    <div className={styles.tab}>
      <div className={styles.toolbar}>
        <Button onClick={onAdd}>{TEXT.addService}</Button>
      </div>
      {services.length === 0 ? (
        <EmptyState title={TEXT.noServices} />
      ) : (
        <ul className={styles.records}>
          {services.map((service) => (
            <li key={service.id} className={`${styles.record} ${service.isActive ? '' : styles.off}`}>
              <div className={styles.head}>
                <h3 className={styles.title}>{service.name}</h3>
                <span className={service.isActive ? styles.on : styles.offBadge}>{service.isActive ? UI.active : UI.inactive}</span>
              </div>
              <p className={styles.text}>{service.description}</p>
              <p className={styles.facts}>
                <strong>{formatINR(service.price)}</strong>
                {service.duration && <span>{service.duration}</span>}
                <span>{service.timeSlots.length ? text('slotCount', { count: service.timeSlots.length }) : TEXT.noSlots}</span>
                {service.slotCapacity != null && <span>{text('capacityFact', { count: service.slotCapacity })}</span>}
                {service.shipsPrasad && <span>{TEXT.prasadFact}</span>}
              </p>
              {service.timeSlots.length > 0 && (
                <ul className={styles.slots} aria-label={TEXT.timeSlots}>
                  {service.timeSlots.map((slot) => (
                    <li key={slot}>{slot}</li>
                  ))}
                </ul>
              )}
              <div className={styles.actions}>
                <Button variant="secondary" onClick={() => onEdit(service)} aria-label={text('editNamed', { name: service.name })}>
                  {UI.edit}
                </Button>
                {service.isActive && (
                  <Button variant="quiet" className={styles.danger} onClick={() => onDelete(service)} aria-label={text('deleteNamed', { name: service.name })}>
                    {UI.delete}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
