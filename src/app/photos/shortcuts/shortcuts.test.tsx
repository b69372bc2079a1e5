import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect } from 'react'
import { Route, Routes, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type Key, matches } from '#app/ui/keys'
import messages from '../../../../public/locales/en-GB.json'
import { renderWithPlatform } from '../../../../tests/render-with-platform'
import { locales } from '../../platform/i18n/locales'
import { PhotoCell } from '../photo-cell'
import { usePreviewKeys } from '../preview/use-preview-keys'
import { SelectControl } from '../selection/select-control'
import { SelectionProvider, useSelection } from '../selection/selection-context'
import type { Photo } from '../timeline-model'
import type { KeyTable } from './keys'
import PhotoGridShortcuts from './photo-grid-shortcuts'
import { previewKeys } from './preview-keys'
import { scrubberKeys } from './scrubber-keys'
import { selectionKeys } from './selection-keys'
import { keyNameId, keyParts } from './shortcut-sheet'
import { timelineKeys } from './timeline-keys'
import { useShortcutSheet } from './use-shortcut-sheet'

const english = messages as Record<string, string>

/**
 * A table's key as user-event types it: 'Shift+ ' is Space with Shift held. `down`: the key is pressed and not yet let
 * go (what its keydown did, before a keyup's click).
 */
function typed(key: Key, down = false): string {
  const parts = keyParts(key)
  const last = parts.pop()!
  const held = parts.map((part) => `{${part}>}`).join('')
  const pressed = down ? `{${last}>}` : last.length > 1 ? `{${last}}` : last
  return `${held}${pressed}`
}

const press = (key: Key) => userEvent.keyboard(typed(key))

/** What the sheet shows for a table: each key as its caps read, beside what it does. */
function listed(screenName: string, keys: KeyTable): string[] {
  return Object.entries(keys).map(([name, key]) => {
    const caps = keyParts(key).map((part) => {
      const id = keyNameId(part)
      return id ? english[id] : part
    })
    return `${caps.join(' + ')}: ${english[`shortcuts.${screenName}.${name}`]}`
  })
}

function sheetLines(sheet: HTMLElement): string[] {
  return within(sheet)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)
}

const sheet = () => screen.findByRole('dialog', { name: 'Keyboard shortcuts' })
const closeSheet = () =>
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }))

afterEach(() => vi.restoreAllMocks())

describe('matches', () => {
  const event = (key: string, held: Partial<KeyboardEvent> = {}) => ({
    key,
    shiftKey: false,
    ctrlKey: false,
    altKey: false,
    metaKey: false,
    ...held,
  })

  it('takes a letter in either case, `?` as typed with Shift, and Shift only where the key names it', () => {
    expect(matches(event('i'), 'i')).toBe(true)
    expect(matches(event('I', { shiftKey: true }), 'i')).toBe(true)
    expect(matches(event('?', { shiftKey: true }), '?')).toBe(true)
    expect(matches(event(' ', { shiftKey: true }), 'Shift+ ')).toBe(true)
    expect(matches(event(' '), 'Shift+ ')).toBe(false)
    expect(matches(event('Escape'), 'Escape')).toBe(true)
    expect(matches(event('Escape'), 'escape')).toBe(true)
    expect(matches(event('ArrowLeft'), 'ArrowRight')).toBe(false)
  })

  it('never takes a key with Ctrl, Alt or Meta held', () => {
    for (const held of ['ctrlKey', 'altKey', 'metaKey'] as const) {
      expect(matches(event('?', { shiftKey: true, [held]: true }), '?')).toBe(false)
      expect(matches(event('ArrowLeft', { [held]: true }), 'ArrowLeft')).toBe(false)
    }
  })
})

describe('the tables', () => {
  const tables = {
    timeline: timelineKeys,
    selection: selectionKeys,
    preview: previewKeys,
    scrubber: scrubberKeys,
  }

  it.each(Object.entries(tables))(
    '%s: every key has its description and its key names in en-GB',
    (name, keys) => {
      const ids = [
        `shortcuts.${name}.title`,
        ...Object.keys(keys).map((key) => `shortcuts.${name}.${key}`),
        ...Object.values(keys)
          .flatMap(keyParts)
          .map(keyNameId)
          .filter((id) => id !== undefined),
      ]
      // Every locale has the same ids as en-GB (locale-files.test.ts).
      expect(ids.filter((id) => !(id in english))).toEqual([])
      expect(locales).toHaveLength(11)
    },
  )
})

function Preview(props: Parameters<typeof usePreviewKeys>[0]) {
  usePreviewKeys(props)
  return (
    <>
      <input aria-label="Comment" />
      {useShortcutSheet([['preview', previewKeys]])}
    </>
  )
}

describe('the preview’s keys', () => {
  it('each key of the table does what the sheet says, and `?` lists them all', async () => {
    const handlers = {
      onPrevious: vi.fn(),
      onNext: vi.fn(),
      onZoomIn: vi.fn(),
      onZoomOut: vi.fn(),
      onDelete: vi.fn(),
      onClose: vi.fn(),
      onInfo: vi.fn(),
    }
    renderWithPlatform(<Preview {...handlers} />, {})
    // One check per entry, by name: a key added to the table without its handling fails here.
    const effects = {
      previous: handlers.onPrevious,
      next: handlers.onNext,
      zoomIn: handlers.onZoomIn,
      zoomOut: handlers.onZoomOut,
      delete: handlers.onDelete,
      info: handlers.onInfo,
      close: handlers.onClose,
    } satisfies Record<Exclude<keyof typeof previewKeys, 'help'>, unknown>
    expect(Object.keys(previewKeys).sort()).toEqual([...Object.keys(effects), 'help'].sort())
    for (const [name, handler] of Object.entries(effects)) {
      await press(previewKeys[name as keyof typeof effects])
      expect(handler, name).toHaveBeenCalledTimes(1)
    }

    await press(previewKeys.help)
    expect(sheetLines(await sheet())).toEqual(listed('preview', previewKeys))
    expect(within(await sheet()).getByRole('heading', { name: 'Full-screen photo' })).toBeTruthy()
    // While the sheet is open the preview's keys are the dialog's.
    await press(previewKeys.next)
    expect(handlers.onNext).toHaveBeenCalledTimes(1)
    closeSheet()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('`?` typed in a field, or with Ctrl, opens nothing', async () => {
    renderWithPlatform(
      <Preview
        onPrevious={() => {}}
        onNext={() => {}}
        onZoomIn={() => {}}
        onZoomOut={() => {}}
        onClose={() => {}}
        onInfo={() => {}}
      />,
      {},
    )
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), 'why?')
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Comment' }).value).toBe('why?')
    ;(document.activeElement as HTMLElement).blur()
    await userEvent.keyboard('{Control>}?{/Control}')
    // The sheet loads lazily: give it every chance to appear before saying it did not.
    await act(() => import('./shortcut-sheet'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

const photos = ['a', 'b', 'c'].map(
  (id) =>
    ({
      imageId: id,
      localFileName: `IMG_${id}.jpg`,
      thumbnails: [{ id: 300, url: `/${id}/300.svg`, width: 300, height: 300 }],
    }) as unknown as Photo,
)

function WhereAmI() {
  return <output data-testid="location">{useLocation().pathname}</output>
}

/** Fills the selection's Shift-click slot, as the range code does once loaded (range-slot.ts). */
function RangeSpy({ extend }: { extend: (photoId: string) => void }) {
  const { rangeSlot } = useSelection()
  useEffect(() => {
    rangeSlot.extend = extend
  }, [rangeSlot, extend])
  return null
}

function renderGrid(extend: (photoId: string) => void) {
  renderWithPlatform(
    <Routes>
      <Route
        path="/my-photos/photos"
        element={
          <SelectionProvider>
            <SelectControl />
            <div data-photo-grid="">
              {photos.map((photo) => (
                <PhotoCell key={photo.imageId} photo={photo} viewportWidth={375} onOpen={() => {}} />
              ))}
            </div>
            <button type="button">After the photos</button>
            <RangeSpy extend={extend} />
            <PhotoGridShortcuts />
          </SelectionProvider>
        }
      />
      <Route path="*" element={<WhereAmI />} />
    </Routes>,
    {},
  )
}

const cell = (name: string) => screen.getByRole('link', { name: `Photo IMG_${name}.jpg` })

/** jsdom draws nothing: the cells a, b | c as a grid of two columns would place them, 100 px square. */
function layOutInTwoColumns() {
  photos.forEach(({ imageId }, index) => {
    const left = (index % 2) * 100
    const top = Math.floor(index / 2) * 100
    vi.spyOn(cell(imageId), 'getBoundingClientRect').mockReturnValue({
      left,
      top,
      right: left + 100,
      bottom: top + 100,
      width: 100,
      height: 100,
    } as DOMRect)
  })
}
const checkbox = (name: string) => screen.getByRole('checkbox', { name: `Photo IMG_${name}.jpg` })

describe('a photo grid’s keys', () => {
  it('each key of the timeline’s and selection mode’s tables does what the sheet says, and `?` lists them', async () => {
    const extend = vi.fn()
    renderGrid(extend)

    // The grid: one check per entry, by name.
    const timeline = {
      leave: async () => {
        // The grid is one tab stop: Tab goes past its photos, and Shift+Tab comes back to the one left.
        cell('b').focus()
        await press(timelineKeys.leave)
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After the photos' }))
        await userEvent.tab({ shift: true })
        expect(document.activeElement).toBe(cell('b'))
        expect(cell('a').tabIndex).toBe(-1)
      },
      right: async () => {
        cell('a').focus()
        await press(timelineKeys.right)
        await waitFor(() => expect(document.activeElement).toBe(cell('b')))
      },
      left: async () => {
        await press(timelineKeys.left)
        await waitFor(() => expect(document.activeElement).toBe(cell('a')))
        // At the grid's edge focus stays, and the page does not scroll either.
        await press(timelineKeys.left)
        await waitFor(() => expect(document.activeElement).toBe(cell('a')))
      },
      down: async () => {
        layOutInTwoColumns()
        cell('b').focus()
        await press(timelineKeys.down)
        // The row below has one photo, under the first column: the nearest to b's column.
        await waitFor(() => expect(document.activeElement).toBe(cell('c')))
      },
      up: async () => {
        await press(timelineKeys.up)
        await waitFor(() => expect(document.activeElement).toBe(cell('a')))
      },
      help: async () => {
        await press(timelineKeys.help)
        expect(sheetLines(await sheet())).toEqual(listed('timeline', timelineKeys))
        closeSheet()
        await waitFor(() => expect(document.activeElement).toBe(cell('a')))
      },
      // Last: it leaves the grid for the photo's preview.
      open: async () => {
        cell('a').focus()
        await press(timelineKeys.open)
        expect(screen.getByTestId('location').textContent).toBe('/my-photos/photos/preview/a')
      },
    } satisfies Record<keyof typeof timelineKeys, unknown>

    const selection = {
      toggle: async () => {
        checkbox('b').focus()
        await press(selectionKeys.toggle)
        expect(checkbox('b').getAttribute('aria-checked')).toBe('true')
      },
      range: async () => {
        checkbox('c').focus()
        const keyboard = await userEvent.keyboard(typed(selectionKeys.range, true))
        expect(extend).toHaveBeenCalledExactlyOnceWith('c')
        // The key is the range's alone: letting go, the checkbox's own Space click neither toggles nor extends again.
        await userEvent.keyboard('{/ }{/Shift}', { keyboardState: keyboard })
        expect(extend).toHaveBeenCalledOnce()
        expect(checkbox('c').getAttribute('aria-checked')).toBe('false')
      },
      leave: async () => {
        await press(selectionKeys.leave)
        expect(screen.queryByRole('checkbox')).toBeNull()
        expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Select' }))
      },
    } satisfies Record<keyof typeof selectionKeys, unknown>

    await timeline.right()
    await timeline.left()
    await timeline.leave()
    await timeline.down()
    await timeline.up()
    await timeline.help()

    fireEvent.click(screen.getByRole('button', { name: 'Select' }))
    await selection.toggle()
    await selection.range()
    // In selection mode the sheet lists the grid's keys but Enter's, then selection mode's.
    await press(timelineKeys.help)
    const { open: _, ...whileSelecting } = timelineKeys
    expect(sheetLines(await sheet())).toEqual([
      ...listed('timeline', whileSelecting),
      ...listed('selection', selectionKeys),
    ])
    expect(
      within(await sheet())
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Photos', 'Selecting photos'])
    closeSheet()
    checkbox('a').focus()
    await selection.leave()

    await timeline.open()
  })
})
