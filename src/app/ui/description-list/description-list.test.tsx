import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DescriptionList } from './description-list'

describe('DescriptionList', () => {
  it('pairs each term with its details, in order', () => {
    render(
      <DescriptionList
        items={[
          { id: 'date', term: 'Order date', details: '3 March 2027' },
          { id: 'status', term: 'Status', details: 'In production' },
        ]}
      />,
    )
    const terms = screen.getAllByRole('term').map((term) => term.textContent)
    const details = screen.getAllByRole('definition').map((definition) => definition.textContent)
    expect(terms).toEqual(['Order date', 'Status'])
    expect(details).toEqual(['3 March 2027', 'In production'])
  })

  it('leaves out rows without details and renders nothing when none is left', () => {
    const { container, rerender } = render(
      <DescriptionList
        items={[
          { id: 'voucher', term: 'Voucher', details: undefined },
          { id: 'code', term: 'Order code', details: 'ABC-123' },
        ]}
      />,
    )
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Order code'])
    rerender(<DescriptionList items={[{ id: 'voucher', term: 'Voucher', details: '' }]} />)
    expect(container.querySelector('dl')).toBeNull()
  })

  it('renders what the customer typed as text', () => {
    render(<DescriptionList items={[{ id: 'name', term: 'Name', details: '<b>Anna</b>' }]} />)
    expect(screen.getByRole('definition').textContent).toBe('<b>Anna</b>')
    expect(screen.getByRole('definition').querySelector('b')).toBeNull()
  })
})
