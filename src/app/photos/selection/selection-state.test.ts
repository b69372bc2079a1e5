import { describe, expect, it } from 'vitest'
import {
  initialSelection,
  type SelectionAction,
  type SelectionState,
  selectionReducer,
} from './selection-state'

function stateAfter(...actions: SelectionAction[]): SelectionState {
  return actions.reduce(selectionReducer, initialSelection(true))
}

describe('selectionReducer', () => {
  it('makes the photo chosen or let go one at a time the anchor, either way', () => {
    expect(stateAfter({ type: 'toggle', photoId: 'a' }).anchor).toBe('a')
    const state = stateAfter({ type: 'toggle', photoId: 'a' }, { type: 'toggle', photoId: 'a' })
    expect(state.anchor).toBe('a')
    expect(state.selected.has('a')).toBe(false)
  })

  it('leaves the anchor where it was on a month’s Select all', () => {
    const state = stateAfter(
      { type: 'toggle', photoId: 'a' },
      { type: 'setMany', photoIds: ['x', 'y'], chosen: true },
    )
    expect(state.anchor).toBe('a')
    expect([...state.selected]).toEqual(['a', 'x', 'y'])
  })

  it('applies a range in one change, says how many it changed, and moves the anchor to its end', () => {
    const state = stateAfter(
      { type: 'toggle', photoId: 'a' },
      { type: 'toggle', photoId: 'c' },
      { type: 'rangeStarted' },
      { type: 'rangeApplied', photoIds: ['a', 'b', 'c', 'd'], chosen: true, to: 'd' },
    )
    expect([...state.selected].sort()).toEqual(['a', 'b', 'c', 'd'])
    expect(state.lastRange).toEqual({ changed: 2, chosen: true })
    expect(state.anchor).toBe('d')
    expect(state.rangePending).toBe(false)
  })

  it('lets a range go when it is applied as not chosen', () => {
    const state = stateAfter(
      { type: 'setMany', photoIds: ['a', 'b', 'c', 'd'], chosen: true },
      { type: 'rangeApplied', photoIds: ['b', 'c', 'x'], chosen: false, to: 'x' },
    )
    expect([...state.selected]).toEqual(['a', 'd'])
    expect(state.lastRange).toEqual({ changed: 2, chosen: false })
  })

  it('forgets the last range on any other change', () => {
    const state = stateAfter(
      { type: 'rangeApplied', photoIds: ['a', 'b'], chosen: true, to: 'b' },
      { type: 'toggle', photoId: 'c' },
    )
    expect(state.lastRange).toBeNull()
  })

  it('drops a range that comes back after selection mode ended, and forgets the anchor', () => {
    const state = stateAfter(
      { type: 'toggle', photoId: 'a' },
      { type: 'rangeStarted' },
      { type: 'stop' },
      { type: 'rangeApplied', photoIds: ['a', 'b'], chosen: true, to: 'b' },
    )
    expect(state.selected.size).toBe(0)
    expect(state.anchor).toBeNull()
    expect(state.rangePending).toBe(false)
  })

  it('is no longer pending after a failed range, and keeps the selection', () => {
    const state = stateAfter(
      { type: 'toggle', photoId: 'a' },
      { type: 'rangeStarted' },
      { type: 'rangeFailed' },
    )
    expect(state.rangePending).toBe(false)
    expect([...state.selected]).toEqual(['a'])
    expect(state.anchor).toBe('a')
  })
})
