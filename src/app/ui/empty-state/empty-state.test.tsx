import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EmptyState } from './empty-state'

describe('EmptyState', () => {
  it('says what is empty, with no heading of its own inside a page that has one', () => {
    render(<EmptyState>No photos yet.</EmptyState>)
    expect(screen.getByText('No photos yet.').tagName).toBe('P')
    expect(screen.queryByRole('heading')).toBeNull()
  })

  it('shows a heading at the level asked for, the text and the way on', () => {
    render(
      <EmptyState
        title="No downloads"
        headingLevel={3}
        icon={<svg aria-hidden="true" />}
        action={<a href="/my-photos/photos">Go to photos</a>}
      >
        Downloads you prepare appear here.
      </EmptyState>,
    )
    expect(screen.getByRole('heading', { level: 3, name: 'No downloads' })).toBeTruthy()
    expect(screen.getByText('Downloads you prepare appear here.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to photos' }).getAttribute('href')).toBe('/my-photos/photos')
  })

  it('uses a second-level heading by default', () => {
    render(<EmptyState title="No orders yet">Your orders appear here.</EmptyState>)
    expect(screen.getByRole('heading', { level: 2, name: 'No orders yet' })).toBeTruthy()
  })
})
