import { useEffect } from 'react'
import { useLocation } from 'react-router'
import type { EnvironmentLetter } from '#app/platform/environment'
import { usePlatform } from '#app/platform/platform-context'

/**
 * Search engines may index only the root path, and only on production hosts
 * (docs/requirements/configuration-and-locales.md#config-meta-robots).
 */
export function robotsFor(pathname: string, environment: EnvironmentLetter): 'index' | 'noindex' {
  return pathname === '/' && environment === 'p' ? 'index' : 'noindex'
}

/** Keeps <meta name="robots"> in step with the page shown. */
export function RobotsMeta() {
  const { pathname } = useLocation()
  const { environment } = usePlatform()
  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="robots"]')
    if (!meta) {
      meta = document.createElement('meta')
      meta.name = 'robots'
      document.head.append(meta)
    }
    meta.content = robotsFor(pathname, environment)
  }, [pathname, environment])
  return null
}
