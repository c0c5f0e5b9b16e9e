/** A temple's photos: uploaded (checked and re-encoded by the server), previewed, reordered and removed. */
import { siteLimits } from '../../../../lib/site'
import { PictureUpload } from '../../ui/PictureUpload'
import { TEXT } from '../texts'

interface Props {
  /** The temple being edited; none while a new one is being added. */
  templeId?: string
  photos: string[]
  onChange: (photos: string[]) => void
  error?: string
}

export function PhotoEditor({ templeId, photos, onChange, error }: Props) {
  const path = templeId ? `/api/admin/media/temples/${encodeURIComponent(templeId)}` : '/api/admin/media/temples'
  return <PictureUpload label={TEXT.photos} uploadPath={path} pictures={photos} onChange={onChange} max={siteLimits()?.maxTemplePhotos ?? 20} error={error} />
}
