import type { Key } from '#app/ui/keys'

/**
 * One screen's keys, by name: its handlers match key presses against these (`matches(event, previewKeys.next)`, see
 * ui/keys.ts) and the shortcut sheet lists them, each described by the message `shortcuts.{screen}.{name}`, so a key
 * is never handled without being listed (decision 0037).
 */
export type KeyTable = Readonly<Record<string, Key>>

/** The screens a sheet lists, in order: each screen's name (its messages' part) and its keys. */
export type SheetScreens = readonly (readonly [screen: string, keys: KeyTable])[]

/** Opens the shortcut sheet on every screen that has one (use-shortcut-sheet.tsx). */
export const helpKey: Key = '?'
