import type { CSSProperties, PointerEventHandler, RefObject } from 'react'
import { useIntl } from 'react-intl'
import { BrokenImageIcon } from '#app/ui/action-icons'
import { previewThumbnail } from './preview-gestures'
import type { PreviewPhoto } from './preview-photo'

/**
 * The stage: the photo (zoomed, panned and swiped by usePreviewZoom, whose pointer handlers it takes), or a
 * notice when its image cannot be shown.
 */
export function PreviewStage({
  photo,
  imageFailed,
  onImageLoad,
  onImageError,
  zoomed,
  dragging,
  stageRef,
  imageRef,
  imageStyle,
  stageHandlers,
}: {
  photo: PreviewPhoto
  imageFailed: boolean
  onImageLoad: () => void
  onImageError: () => void
  zoomed: boolean
  dragging: boolean
  stageRef: RefObject<HTMLDivElement | null>
  imageRef: RefObject<HTMLImageElement | null>
  imageStyle: CSSProperties
  stageHandlers: {
    onPointerDown: PointerEventHandler<HTMLDivElement>
    onPointerMove: PointerEventHandler<HTMLDivElement>
    onPointerUp: PointerEventHandler<HTMLDivElement>
    onPointerCancel: PointerEventHandler<HTMLDivElement>
  }
}) {
  const intl = useIntl()
  const thumbnail = previewThumbnail(photo.thumbnails)
  return (
    <div
      ref={stageRef}
      className="photo-preview__stage"
      data-zoomed={zoomed}
      data-dragging={dragging}
      data-testid="photo-preview-stage"
      onPointerDown={stageHandlers.onPointerDown}
      onPointerMove={stageHandlers.onPointerMove}
      onPointerUp={stageHandlers.onPointerUp}
      onPointerCancel={stageHandlers.onPointerCancel}
    >
      <div className="photo-preview__frame">
        {thumbnail && !imageFailed ? (
          <img
            key={photo.imageId}
            ref={imageRef}
            className="photo-preview__image"
            src={thumbnail.url}
            width={thumbnail.width}
            height={thumbnail.height}
            alt={photo.localFileName}
            draggable={false}
            decoding="async"
            style={imageStyle}
            onLoad={onImageLoad}
            onError={onImageError}
          />
        ) : (
          <p className="photo-preview__image-error">
            <BrokenImageIcon />
            <span>{intl.formatMessage({ id: 'preview.imageError' })}</span>
          </p>
        )}
      </div>
    </div>
  )
}
