import { FormattedMessage } from 'react-intl'
import type { AlbumParticipants } from '#app/queries/shared-albums/shared-album'
import { Modal } from '#app/ui/modal/modal'

/** 'Shared with N people': the e-mail address of everyone the owner shared the album with. */
export function ParticipantsModal({
  participants,
  open,
  onClose,
}: {
  participants: AlbumParticipants['participants']
  open: boolean
  onClose: () => void
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={<FormattedMessage id="sharedAlbums.sharedWith" values={{ count: participants.length }} />}
    >
      <ul className="shared-album-people">
        {participants.map((person) => (
          <li key={person.id} className="shared-album-people__email">
            {person.email}
          </li>
        ))}
      </ul>
    </Modal>
  )
}
