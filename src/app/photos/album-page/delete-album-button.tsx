import { FormattedMessage } from 'react-intl'

/** 'Delete album' on an album screen's header: opens the screen's dialog that deletes it. */
export function DeleteAlbumButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="button button--secondary" aria-haspopup="dialog" onClick={onClick}>
      <FormattedMessage id="albums.delete.open" />
    </button>
  )
}
