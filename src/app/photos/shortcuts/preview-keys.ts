import { helpKey } from './keys'

/** The full-screen preview's keys (use-preview-keys.ts; `?` use-shortcut-sheet.tsx). */
export const previewKeys = {
  previous: 'ArrowLeft',
  next: 'ArrowRight',
  info: 'i',
  close: 'Escape',
  help: helpKey,
}
