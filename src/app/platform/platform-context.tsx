import { createContext, useContext } from 'react'
import type { Identity } from './auth/identity'
import type { Brand } from './brand/brand'
import type { AppConfig } from './config'
import type { EnvironmentLetter } from './environment'
import type { FeatureFlags } from './feature-flags'
import type { Locale } from './i18n/locales'

export interface Platform {
  config: AppConfig
  brand: Brand
  locale: Locale
  environment: EnvironmentLetter
  flags: FeatureFlags
  /** null on the outer routes, which anonymous visitors see without signing in. */
  identity: Identity | null
  cookieDomain: string | undefined
}

const PlatformContext = createContext<Platform | null>(null)

export const PlatformProvider = PlatformContext.Provider

export function usePlatform(): Platform {
  const platform = useContext(PlatformContext)
  if (!platform) throw new Error('usePlatform is used outside PlatformProvider')
  return platform
}
