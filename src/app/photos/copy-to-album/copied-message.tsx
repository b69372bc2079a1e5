import type { MouseEvent } from 'react'
import { FormattedMessage } from 'react-intl'
import { currentPlatform } from '#app/platform/detect-platform'
import { usePlatform } from '#app/platform/platform-context'
import { appAlbumLink, hasNativeApp, openInAppOrPage } from './open-album'

interface CopiedMessageProps {
  album: { albumId: string; albumName: string }
  /** The album's page in the app, query string included. */
  path: string
  /** The router's navigate: toasts render outside the router, so the opener hands it over. */
  navigate: (path: string) => void
}

/**
 * The success toast: 'Photos copied to' and a link to the album, named after it. On iOS and Android the link
 * tries the native app first and opens the page after 2 seconds if the app did not take over
 * (docs/requirements/copy-to-album.md#copy-to-album-native-app).
 */
export function CopiedMessage({ album, path, navigate }: CopiedMessageProps) {
  const { brand } = usePlatform()
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window (modifier keys, middle click) gets the plain link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    if (hasNativeApp(currentPlatform())) {
      openInAppOrPage({ appLink: appAlbumLink(brand.name, album.albumId), openPage: () => navigate(path) })
    } else {
      navigate(path)
    }
  }
  return (
    <FormattedMessage
      id="albums.copy.done"
      values={{
        albumName: album.albumName,
        link: (chunks) => (
          <a href={path} onClick={open}>
            {chunks}
          </a>
        ),
      }}
    />
  )
}
