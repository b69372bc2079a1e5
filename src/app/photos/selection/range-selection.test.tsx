import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { IntlProvider } from 'react-intl'
import { describe, expect, it, vi } from 'vitest'
import { ToastProvider } from '#app/ui/toast/toast-provider'
import messages from '../../../../public/locales/en-GB.json'
import { type RangeResolver, useRangeSelection, useRangeStatus } from './range-selection'
import { useChoosePhoto } from './range-slot'
import { SelectionProvider, useSelection } from './selection-context'

const photos = ['a', 'b', 'c', 'd', 'e']

/** Ranges of the list above, at once; `slow` answers only when the test says so. */
function resolver({ slow = false } = {}) {
  let answer: (ids: readonly string[]) => void = () => {}
  let fail: (error: Error) => void = () => {}
  const resolve = vi.fn<RangeResolver>((from, to) => {
    const [first, last] = [photos.indexOf(from), photos.indexOf(to)].sort()
    const ids = photos.slice(first, last! + 1)
    if (!slow) return ids
    return new Promise((resolved, rejected) => {
      answer = () => resolved(ids)
      fail = rejected
    })
  })
  return { resolve, answer: () => answer([]), fail: (error: Error) => fail(error) }
}

function Cells() {
  const selection = useSelection()
  const choose = useChoosePhoto()
  const status = useRangeStatus(selection.rangeSlot)
  return (
    <>
      <p>{`selected: ${[...selection.selected].sort().join(',')}${status.pending ? ' (pending)' : ''}`}</p>
      <p>
        {status.last
          ? `range: ${status.last.changed} ${status.last.chosen ? 'chosen' : 'let go'}`
          : 'no range'}
      </p>
      <button type="button" onClick={selection.stop}>
        Cancel
      </button>
      {photos.map((id) => (
        <button key={id} type="button" onClick={(event) => choose(id, event.shiftKey)}>
          {id}
        </button>
      ))}
    </>
  )
}

function Ranges({ resolve }: { resolve: RangeResolver }) {
  useRangeSelection(useSelection(), resolve)
  return null
}

/** Ranges mounted while selection mode lasts, as the timeline mounts them (timeline-tools.tsx). */
function RangesWhileSelecting({ resolve }: { resolve: RangeResolver }) {
  return useSelection().selecting ? <Ranges resolve={resolve} /> : null
}

function renderList(resolve?: RangeResolver) {
  const cells = resolve ? (
    <>
      <Cells />
      <RangesWhileSelecting resolve={resolve} />
    </>
  ) : (
    <Cells />
  )
  render(
    <IntlProvider locale="en-GB" messages={messages}>
      <ToastProvider>
        <SelectionProvider selecting>{cells}</SelectionProvider>
      </ToastProvider>
    </IntlProvider>,
  )
}

const click = (id: string, shiftKey = false) =>
  fireEvent.click(screen.getByRole('button', { name: id }), { shiftKey })
const shown = () => screen.getByText(/^selected:/).textContent

describe('range selection', () => {
  it('Shift-click chooses every photo from the last one chosen, and the next extends from there', () => {
    renderList(resolver().resolve)
    click('b')
    click('d', true)
    expect(shown()).toBe('selected: b,c,d')
    click('e', true)
    expect(shown()).toBe('selected: b,c,d,e')
  })

  it('says once what a range did, until the selection changes in another way', () => {
    renderList(resolver().resolve)
    click('b')
    expect(screen.getByText(/range|no range/).textContent).toBe('no range')
    click('d', true)
    expect(screen.getByText(/range/).textContent).toBe('range: 2 chosen')
    click('a')
    expect(screen.getByText(/range/).textContent).toBe('no range')
    click('d')
    click('c', true)
    expect(shown()).toBe('selected: a,b')
    expect(screen.getByText(/range/).textContent).toBe('range: 1 let go')
  })

  it('a Shift-click with nothing chosen yet chooses that photo alone', () => {
    const { resolve } = resolver()
    renderList(resolve)
    click('c', true)
    expect(shown()).toBe('selected: c')
    expect(resolve).not.toHaveBeenCalled()
  })

  it('after a photo is let go, a Shift-click lets the range go: the anchor’s state applies', () => {
    renderList(resolver().resolve)
    click('a')
    click('e', true)
    click('b')
    click('d', true)
    expect(shown()).toBe('selected: a,e')
  })

  it('a Shift-click on a chosen photo from a chosen anchor keeps the range chosen', () => {
    renderList(resolver().resolve)
    click('d')
    click('b')
    click('d', true)
    expect(shown()).toBe('selected: b,c,d')
  })

  it('a Shift-click made before the range code has arrived waits for it', () => {
    const { resolve } = resolver()
    function LateRanges() {
      const selection = useSelection()
      selection.rangeSlot.offered = true
      const [loaded, setLoaded] = useState(false)
      return loaded ? (
        <Ranges resolve={resolve} />
      ) : (
        <button type="button" onClick={() => setLoaded(true)}>
          Code arrives
        </button>
      )
    }
    render(
      <IntlProvider locale="en-GB" messages={messages}>
        <ToastProvider>
          <SelectionProvider selecting>
            <Cells />
            <LateRanges />
          </SelectionProvider>
        </ToastProvider>
      </IntlProvider>,
    )
    click('a')
    click('c', true)
    expect(shown()).toBe('selected: a')
    fireEvent.click(screen.getByRole('button', { name: 'Code arrives' }))
    expect(shown()).toBe('selected: a,b,c')
  })

  it('in a list without ranges, Shift-click chooses one photo', () => {
    renderList()
    click('a')
    click('c', true)
    expect(shown()).toBe('selected: a,c')
  })

  it('while months are asked for the range is pending, and a second Shift-click waits for it', async () => {
    const { resolve, answer } = resolver({ slow: true })
    renderList(resolve)
    click('a')
    click('c', true)
    expect(shown()).toBe('selected: a (pending)')
    click('e', true)
    expect(resolve).toHaveBeenCalledTimes(1)
    await act(async () => answer())
    expect(shown()).toBe('selected: a,b,c')
  })

  it('a range that cannot be had says so with the default box, and the selection stays', async () => {
    const { resolve, fail } = resolver({ slow: true })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderList(resolve)
    click('a')
    click('c', true)
    await act(async () => fail(new Error('500')))
    expect(shown()).toBe('selected: a')
    expect((await screen.findByRole('alert')).textContent).toMatch(/An unexpected error has occurred/)
    vi.restoreAllMocks()
  })

  it('Cancel drops a range still loading, and aborts what it asks for', async () => {
    const { resolve, answer } = resolver({ slow: true })
    renderList(resolve)
    click('a')
    click('c', true)
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(resolve.mock.calls[0]![2].aborted).toBe(true)
    await act(async () => answer())
    expect(shown()).toBe('selected: ')
  })
})
