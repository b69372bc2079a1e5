import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
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
