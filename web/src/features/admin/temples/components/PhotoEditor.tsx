/** Photo URLs of a temple: added inline (no prompt()), removable, previewed with the default image for broken ones. */
import { ImageWithFallback } from '../../../../components/ImageWithFallback'
import { ListEditor } from '../../ui/ListEditor'
import { isPhotoUrl } from '../rules'
import { TEXT, text } from '../texts'
import { DefaultImage } from './DefaultImage'
import styles from './PhotoEditor.module.css'

interface Props {
  photos: string[]
  onChange: (photos: string[]) => void
  error?: string
}

export function PhotoEditor({ photos, onChange, error }: Props) {
  // A wrong address is flagged as soon as it is added, not only on save.
  const shown = error ?? (photos.some((url) => !isPhotoUrl(url)) ? TEXT.photoUrlRule : undefined)
  return (
    <div className={styles.editor}>
      <ListEditor label={TEXT.photos} items={photos} onChange={onChange} inputType="url" placeholder="https://" addLabel={TEXT.addPhotoUrl} maxLength={2000} error={shown} />
      {photos.length > 0 && (
        <ul className={styles.previews} aria-label={text('photoCount', { count: photos.length })}>
          {photos.map((url, index) => (
            <li key={url} className={styles.preview}>
              <ImageWithFallback src={url} alt={text('photoPreview', { n: index + 1 })} className={styles.image} fallback={<DefaultImage label={TEXT.photoBroken} />} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
