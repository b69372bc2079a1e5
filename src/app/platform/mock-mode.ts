import type { ReactNode } from 'react'
import type { Brand } from './brand/brand'
import type { AppConfig } from './config'
import type { Locale } from './i18n/locales'

/**
 * What the app asks of mock mode, which the harness implements. The app reaches it through one dynamic import
 * in main.tsx that exists only in mock builds, so no mock or harness code reaches the production bundle.
 */
export interface MockMode {
  /** The locale QA picked, overriding the brand's: known at once, so the messages load while the mocks start. */
  localeOverride: Locale | undefined
  /**
   * Resolves once the mocks answer; `pageHandled` is true when the harness rendered this address itself (the mock
   * identity provider's pages).
   */
  started: Promise<{ pageHandled: boolean }>
}

export type StartMockMode = (context: {
  config: AppConfig
  brand: Brand
  /** Renders a page of mock mode's own (the identity provider's) into the app's root. */
  render: (page: ReactNode) => void
}) => MockMode
