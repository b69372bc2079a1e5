import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import mockConfig from '../../../public/config.json'
import { renderWithPlatform } from '../../../tests/render-with-platform'
import { TitledPage } from './titled-page'

describe('TitledPage', () => {
  it('names the section by its h1 and the document by the same text', () => {
    renderWithPlatform(
      <TitledPage titleId="paymentMethod.title" className="payment-method">
        <p>content</p>
      </TitledPage>,
      mockConfig.services,
    )
    const section = screen.getByRole('region', { name: 'Payment method' })
    expect(section.className).toBe('page payment-method')
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment method')
    expect(document.title).toMatch(/^Payment method \| /)
  })
})
