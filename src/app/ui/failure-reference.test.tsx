import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import mockConfig from '../../../public/config.json'
import { renderWithPlatform } from '../../../tests/render-with-platform'
import { FailureReference } from './failure-reference'

describe('FailureReference', () => {
  it('says the correlation id to quote', () => {
    renderWithPlatform(<FailureReference correlationId="c0ffee-42" />, mockConfig.services)
    expect(screen.getByText('Reference: c0ffee-42')).toBeTruthy()
  })
})
