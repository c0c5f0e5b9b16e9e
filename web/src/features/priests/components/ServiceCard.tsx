/** One puja in the list: what it is, costs and includes, what to keep ready, its samagri,
 * and Book Now. */
import { useId } from 'react'
import { Button } from '../../../components/Button'
import { ListDetails } from '../../../components/ListDetails'
import { Picture } from '../../../components/Picture'
import { useT } from '../../../i18n/context'
import { formatINR } from '../../../lib/format'
import type { PujaService } from '../api'
import { Rating } from './Rating'
import styles from './ServiceCard.module.css'

/** eager: the card opens the list on a phone's first screen, so its picture is fetched first. */
export function ServiceCard({ service, onBook, eager = false }: { service: PujaService; onBook: (service: PujaService) => void; eager?: boolean }) {
  const t = useT()
  const titleId = useId()
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <Picture src={service.image ?? undefined} alt="" ratio={16 / 9} sizes="(min-width: 900px) 360px, 100vw" className={styles.picture} eager={eager} />
      <div className={styles.head}>
        <h2 id={titleId} className={styles.name}>
          {service.name}
        </h2>
        <span className={styles.category}>{service.categoryLabel}</span>
      </div>
      <p className={styles.rating}>
        <Rating rated={service} className={styles.ratingInner} starClassName={styles.star} />
      </p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('priests.price')}</dt>
          <dd className={styles.price}>{formatINR(service.price)}</dd>
        </div>
        <div>
          <dt>{t('priests.duration')}</dt>
          <dd>{service.duration}</dd>
        </div>
      </dl>
      <p className={styles.description}>{service.description}</p>
      <div className={styles.lists}>
        <ListDetails label={t('priests.includes')} items={service.includes} />
        <ListDetails label={t('priests.requirements')} items={service.requirements} />
        <ListDetails label={t('priests.samagriFamily')} items={service.samagriFamily} />
        <ListDetails label={t('priests.samagriPriest')} items={service.samagriPriest} />
      </div>
      <Button block className={styles.book} onClick={() => onBook(service)} aria-describedby={titleId}>
        {t('priests.bookNow')}
      </Button>
    </article>
  )
}
