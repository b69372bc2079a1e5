import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import mockConfig from '../../../public/config.json'
import messages from '../../../public/locales/fr-FR.json'
import { renderWithPlatform } from '../../../tests/render-with-platform'
import { ErrorState } from './error-state'

afterEach(() => vi.restoreAllMocks())

describe('ErrorState', () => {
  it('says the browser is offline instead of its message while it is, and its message again once back', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderWithPlatform(
      <ErrorState message="Le serveur a répondu 500" onRetry={() => {}} />,
      mockConfig.services,
      '/',
      { locale: 'fr-FR', messages },
    )
    expect(screen.getByRole('alert').textContent).toContain(messages['offline.failed'])
    expect(screen.getByRole('button', { name: messages['common.tryAgain'] })).toBeTruthy()
    onLine.mockReturnValue(true)
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(screen.getByRole('alert').textContent).toContain('Le serveur a répondu 500')
  })
})
