import { Fragment } from 'react'
import { useIntl } from 'react-intl'
import type { Key } from '#app/ui/keys'
import { Modal } from '#app/ui/modal/modal'
import type { SheetScreens } from './keys'
import './shortcut-sheet.css'

/** A key's parts as the sheet shows them, each on its own key cap: 'Shift+ ' is Shift and Space. */
export function keyParts(key: Key): string[] {
  return key.startsWith('Shift+') ? ['Shift', key.slice(6)] : [key]
}

/** The message naming a key in the locale ('Leertaste', 'Échap'), or none for a character shown as it is ('?', 'i'). */
export function keyNameId(part: string): string | undefined {
  if (part === ' ') return 'shortcuts.key.space'
  return part.length > 1 ? `shortcuts.key.${part[0]!.toLowerCase()}${part.slice(1)}` : undefined
}

/**
 * The keyboard-shortcut sheet (issue 28): for each screen given, its title and its keys, each key on <kbd> caps in the
 * locale's words beside what it does. A dialog of the kit: Escape and Back close it, focus returns where it was.
 */
export function ShortcutSheet({ screens, onClose }: { screens: SheetScreens; onClose: () => void }) {
  const intl = useIntl()
  const say = (id: string) => intl.formatMessage({ id })
  return (
    <Modal open onClose={onClose} title={say('shortcuts.title')} className="shortcut-sheet">
      <div className="shortcut-sheet__screens">
        {screens.map(([screen, keys]) => (
          <Fragment key={screen}>
            <h3 className="shortcut-sheet__screen">{say(`shortcuts.${screen}.title`)}</h3>
            <dl className="shortcut-sheet__keys">
              {Object.entries(keys).map(([name, key]) => (
                <div key={name} className="shortcut-sheet__row">
                  <dt>
                    <kbd className="shortcut-sheet__combination">
                      {keyParts(key).map((part, index) => {
                        const nameId = keyNameId(part)
                        return (
                          <Fragment key={part}>
                            {index > 0 ? ' + ' : null}
                            <kbd className="shortcut-sheet__key">{nameId ? say(nameId) : part}</kbd>
                          </Fragment>
                        )
                      })}
                    </kbd>
                  </dt>
                  <dd>{say(`shortcuts.${screen}.${name}`)}</dd>
                </div>
              ))}
            </dl>
          </Fragment>
        ))}
      </div>
    </Modal>
  )
}
