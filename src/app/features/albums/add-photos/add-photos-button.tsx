import { FormattedMessage } from 'react-intl'

/** 'Add photos': opens the dialog that adds photos from the library to the album (its header, its empty state). */
export function AddPhotosButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="button button--primary" aria-haspopup="dialog" onClick={onClick}>
      <FormattedMessage id="albums.addPhotos.open" />
    </button>
  )
}
