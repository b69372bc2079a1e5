import { helpKey } from './keys'

/** The full-screen preview's keys (use-preview-keys.ts; `?` use-shortcut-sheet.tsx). */
export const previewKeys = {
  previous: 'ArrowLeft',
  next: 'ArrowRight',
  zoomIn: '+',
  zoomOut: '-',
  /** As the bar's Delete (or Delete from album); nothing where the bar has none (a shared album). */
  delete: 'Delete',
  info: 'i',
  close: 'Escape',
  help: helpKey,
}
