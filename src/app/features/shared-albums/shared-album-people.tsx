import { useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { useSharedAlbumParticipants } from '#app/queries/shared-albums/shared-album'
import { ErrorState } from '#app/ui/error-state'
import { PathIcon } from '#app/ui/icons'
import { ParticipantsModal } from './participants-modal'
import type { SharedAlbumRole } from './shared-album-role'

/**
 * Who the album is shared with (docs/requirements/shared-albums.md#shared-albums-owner-participant): the owner sees
 * how many participants there are, a button that opens their e-mail addresses; a participant sees the owner's e-mail
 * address. When they cannot be loaded it says so, with Try again (the spec is silent; the line must not just vanish).
 */
export function SharedAlbumPeople({ albumId, role }: { albumId: string; role: SharedAlbumRole }) {
  const people = useSharedAlbumParticipants(albumId)
  const [open, setOpen] = useState(false)
  if (people.isError && !people.data) {
    return (
      <ErrorState
        message={<FormattedMessage id="sharedAlbums.people.error" />}
        onRetry={() => void people.refetch()}
      />
    )
  }
  // While they load, a placeholder of the line's height keeps its place, so the album does not move down when it comes.
  if (!people.data)
    return (
      <span
        className={`skeleton shared-album-people__loading shared-album-people__loading--${role}`}
        aria-hidden="true"
      />
    )
  if (role === 'participant') {
    return (
      <p className="shared-album-owner">
        <FormattedMessage
          id="sharedAlbums.sharedBy"
          values={{ email: <span className="shared-album-owner__email">{people.data.owner.email}</span> }}
        />
      </p>
    )
  }
  const { participants } = people.data
  return (
    <>
      <button
        type="button"
        className="shared-album-participants"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <PathIcon
          className="shared-album-participants__icon"
          strokeWidth={1.75}
          d="M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zm-6 9c0-3.3 2.7-6 6-6s6 2.7 6 6M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14.5c1.8.9 3 2.9 3 5.5"
        />
        <FormattedMessage id="sharedAlbums.sharedWith" values={{ count: participants.length }} />
      </button>
      <ParticipantsModal participants={participants} open={open} onClose={() => setOpen(false)} />
    </>
  )
}
