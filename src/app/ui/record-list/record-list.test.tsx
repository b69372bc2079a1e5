import { act, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RecordItem, RecordList, RecordListSkeleton } from './record-list'

describe('RecordList', () => {
  it('is a named list whose records are headings with their details and action', () => {
    render(
      <RecordList label="Your downloads">
        <RecordItem
          titleId="first"
          title="Holiday"
          details="12 photos"
          action={
            <button type="button" aria-describedby="first">
              Download
            </button>
          }
        />
        <RecordItem title="Birthday" headingLevel={3} />
      </RecordList>,
    )
    const list = screen.getByRole('list', { name: 'Your downloads' })
    const [holiday, birthday] = within(list).getAllByRole('listitem')
    expect(within(holiday!).getByRole('heading', { level: 2, name: 'Holiday' })).toBeTruthy()
    expect(holiday!.textContent).toContain('12 photos')
    // The action says which record it acts on.
    expect(within(holiday!).getByRole('button', { name: 'Download' }).getAttribute('aria-describedby')).toBe(
      'first',
    )
    expect(within(birthday!).getByRole('heading', { level: 3, name: 'Birthday' })).toBeTruthy()
    expect(within(birthday!).queryByRole('button')).toBeNull()
  })

  it('shows an action’s failure inside its record', () => {
    render(
      <RecordList>
        <RecordItem title="Export 1 of 2" error={<p role="alert">The file could not be saved.</p>} />
        <RecordItem title="Export 2 of 2" />
      </RecordList>,
    )
    const [failed, fine] = screen.getAllByRole('listitem')
    expect(within(failed!).getByRole('alert').textContent).toBe('The file could not be saved.')
    expect(within(fine!).queryByRole('alert')).toBeNull()
  })

  it('its loading placeholder is hidden from screen readers', () => {
    const { container } = render(<RecordListSkeleton rows={3} />)
    expect(screen.queryByRole('list')).toBeNull()
    expect(container.querySelectorAll('li')).toHaveLength(3)
  })
})

describe('RecordList, when a record leaves', () => {
  afterEach(() => vi.useRealTimers())

  function List({ titles }: { titles: string[] }) {
    return (
      <RecordList label="Addresses">
        {titles.map((title) => (
          <RecordItem key={title} title={title} action={<button type="button">Delete</button>} />
        ))}
      </RecordList>
    )
  }
  const headings = () => screen.queryAllByRole('heading').map((heading) => heading.textContent)

  it('keeps it in its place, inert, for the double-click interval, so the next record does not slide up', () => {
    vi.useFakeTimers()
    const view = render(<List titles={['Home', 'Work', 'Parents']} />)
    view.rerender(<List titles={['Work', 'Parents']} />)
    const items = view.container.querySelectorAll('li')
    expect([...items].map((item) => item.textContent?.replace('Delete', ''))).toEqual([
      'Home',
      'Work',
      'Parents',
    ])
    // Inert: out of reach of the pointer, the keyboard and screen readers.
    expect(items[0]!.hasAttribute('inert')).toBe(true)
    expect(items[0]!.className).toContain('record-item--leaving')
    expect(view.container.querySelectorAll('[inert]')).toHaveLength(1)
    act(() => vi.advanceTimersByTime(500))
    expect(view.container.querySelectorAll('li')).toHaveLength(2)
    expect(view.container.querySelector('[inert]')).toBeNull()
  })

  it('takes a record that comes back (Undo) at once, and another page of records without waiting', () => {
    vi.useFakeTimers()
    const view = render(<List titles={['Home', 'Work']} />)
    view.rerender(<List titles={['Work']} />)
    view.rerender(<List titles={['Home', 'Work']} />)
    expect(view.container.querySelector('[inert]')).toBeNull()
    expect(headings()).toEqual(['Home', 'Work'])
    view.rerender(<List titles={['Garden', 'Office']} />)
    expect(view.container.querySelectorAll('li')).toHaveLength(2)
    act(() => vi.advanceTimersByTime(500))
    expect(headings()).toEqual(['Garden', 'Office'])
  })
})
