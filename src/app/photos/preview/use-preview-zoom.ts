import { type CSSProperties, type PointerEvent as ReactPointerEvent, useRef, useState } from 'react'
import {
  clampPan,
  isDoubleTap,
  isTap,
  minZoom,
  type Point,
  panForZoomAt,
  type Size,
  swipeAction,
  type Tap,
  toggledZoom,
} from './preview-gestures'

const origin: Point = { x: 0, y: 0 }

interface ZoomState {
  id: string
  scale: number
  pan: Point
}

interface Gesture {
  pointerId: number
  type: string
  start: Point
  startPan: Point
  scale: number
  dragging: boolean
}

/**
 * Zoom (1x–2.5x by the zoom button, a click or a double tap), panning the zoomed image by dragging, and swipes on
 * the stage at 1x: sideways to the previous or next photo, down (touch only) to close. The maths is in
 * preview-gestures; this feeds it the pointer and the stage's measurements. Zoom belongs to one photo: another
 * photo starts at 1x.
 */
export function usePreviewZoom({
  currentId,
  onPrevious,
  onNext,
  onClose,
}: {
  currentId: string
  onPrevious: () => void
  onNext: () => void
  onClose: () => void
}) {
  const stageRef = useRef<HTMLDivElement>(null)
  const imageRef = useRef<HTMLImageElement>(null)
  const gesture = useRef<Gesture | null>(null)
  const lastTap = useRef<Tap | undefined>(undefined)
  const [zoomState, setZoomState] = useState<ZoomState>({ id: currentId, scale: minZoom, pan: origin })
  const [swipe, setSwipe] = useState<Point | null>(null)
  const [panning, setPanning] = useState(false)

  const zoom = zoomState.id === currentId ? zoomState : { id: currentId, scale: minZoom, pan: origin }
  const zoomed = zoom.scale > minZoom

  /** The stage, the image at 1x (transforms do not change offset sizes) and the stage's centre on screen. */
  const measure = (): { stage: Size; image: Size; centre: Point } => {
    const rect = stageRef.current?.getBoundingClientRect()
    const image = imageRef.current
    return {
      stage: { width: rect?.width ?? 0, height: rect?.height ?? 0 },
      image: { width: image?.offsetWidth ?? 0, height: image?.offsetHeight ?? 0 },
      centre: {
        x: (rect?.left ?? 0) + (rect?.width ?? 0) / 2,
        y: (rect?.top ?? 0) + (rect?.height ?? 0) / 2,
      },
    }
  }

  /** Zooming in at a point on screen keeps that point under the pointer; without one, at the centre. */
  const toggleZoom = (at?: Point) => {
    const scale = toggledZoom(zoom.scale)
    let pan = origin
    if (scale > minZoom && at) {
      const { stage, image, centre } = measure()
      pan = panForZoomAt({ x: at.x - centre.x, y: at.y - centre.y }, image, stage, scale)
    }
    setZoomState({ id: currentId, scale, pan })
  }

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (gesture.current || (event.pointerType === 'mouse' && event.button !== 0)) return
    try {
      event.currentTarget.setPointerCapture(event.pointerId)
    } catch {
      // Not an active pointer (a synthetic event): the stage still gets its moves.
    }
    gesture.current = {
      pointerId: event.pointerId,
      type: event.pointerType,
      start: { x: event.clientX, y: event.clientY },
      startPan: zoom.pan,
      scale: zoom.scale,
      dragging: false,
    }
  }

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const current = gesture.current
    if (!current || current.pointerId !== event.pointerId) return
    const delta = { x: event.clientX - current.start.x, y: event.clientY - current.start.y }
    if (!current.dragging && isTap(delta)) return
    current.dragging = true
    if (current.scale > minZoom) {
      const { stage, image } = measure()
      const pan = { x: current.startPan.x + delta.x, y: current.startPan.y + delta.y }
      setZoomState({ id: currentId, scale: current.scale, pan: clampPan(pan, image, stage, current.scale) })
      setPanning(true)
    } else if (Math.abs(delta.x) >= Math.abs(delta.y)) {
      setSwipe({ x: delta.x, y: 0 })
    } else {
      setSwipe({ x: 0, y: current.type === 'touch' ? Math.max(0, delta.y) : 0 })
    }
  }

  const endGesture = (event: ReactPointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const current = gesture.current
    if (!current || current.pointerId !== event.pointerId) return
    gesture.current = null
    setSwipe(null)
    setPanning(false)
    if (cancelled) return
    const point = { x: event.clientX, y: event.clientY }
    const delta = { x: point.x - current.start.x, y: point.y - current.start.y }
    if (!current.dragging && isTap(delta)) {
      if (current.type === 'mouse') return toggleZoom(point)
      const tap = { ...point, time: event.timeStamp }
      if (isDoubleTap(lastTap.current, tap)) {
        lastTap.current = undefined
        toggleZoom(point)
      } else {
        lastTap.current = tap
      }
      return
    }
    if (current.scale > minZoom) return
    const action = swipeAction(delta, measure().stage, { touch: current.type === 'touch' })
    if (action === 'next') onNext()
    else if (action === 'previous') onPrevious()
    else if (action === 'close') onClose()
  }

  // The image follows the finger while swiping, on top of the pan; swiping down to close fades it.
  const offset = swipe ?? origin
  const transform = `translate3d(${zoom.pan.x + offset.x}px, ${zoom.pan.y + offset.y}px, 0) scale(${zoom.scale})`
  const imageStyle: CSSProperties = {
    transform,
    opacity: swipe && swipe.y > 0 ? Math.max(0.4, 1 - swipe.y / 600) : 1,
  }

  return {
    zoomed,
    toggleZoom,
    stageRef,
    imageRef,
    imageStyle,
    /** A swipe or pan is under way: the image follows the pointer without easing. */
    dragging: swipe !== null || panning,
    stageHandlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: (event: ReactPointerEvent<HTMLDivElement>) => endGesture(event, false),
      onPointerCancel: (event: ReactPointerEvent<HTMLDivElement>) => endGesture(event, true),
    },
  }
}
