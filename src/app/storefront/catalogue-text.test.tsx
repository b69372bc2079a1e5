import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CatalogueText } from './catalogue-text'

describe('CatalogueText', () => {
  it('shows the text, in the element and class given', () => {
    const { container } = render(
      <CatalogueText className="order-item__product-name" text="Fotobuch A4 quer" />,
    )
    const name = container.querySelector('.order-item__product-name')
    expect(name?.tagName).toBe('SPAN')
    expect(name?.textContent).toBe('Fotobuch A4 quer')
    expect(name?.getAttribute('aria-hidden')).toBeNull()
  })

  it('shows the bare text without a class', () => {
    const { container } = render(<CatalogueText text="Fotobuch A4 quer" />)
    expect(container.innerHTML).toBe('Fotobuch A4 quer')
  })

  it('while the catalogue may come, reserves a line in the same element and class: no name, hidden from screen readers', () => {
    const { container } = render(<CatalogueText className="order-item__product-name" text={undefined} />)
    const line = container.querySelector('.order-item__product-name')
    expect(line?.tagName).toBe('SPAN')
    expect(line?.classList.contains('catalogue-text--pending')).toBe(true)
    expect(line?.getAttribute('aria-hidden')).toBe('true')
    expect(line?.querySelector('.skeleton')).not.toBeNull()
    // A no-break space holds the text line's height; nothing to read.
    expect(line?.textContent).toBe('\u00a0')
  })

  it('reserves a shorter line for a short text', () => {
    const { container } = render(<CatalogueText text={undefined} short />)
    expect(
      container.querySelector('.catalogue-text--pending')?.classList.contains('catalogue-text--short'),
    ).toBe(true)
  })
})
