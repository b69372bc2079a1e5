import type { ReactNode } from 'react'
import { type Platform, PlatformProvider, usePlatform } from '#app/platform/platform-context'

/** Renders its children with the surrounding platform changed (flags, brand, config, identity). */
export function WithPlatform({
  change,
  children,
}: {
  change: (platform: Platform) => Partial<Platform>
  children: ReactNode
}) {
  const platform = usePlatform()
  return <PlatformProvider value={{ ...platform, ...change(platform) }}>{children}</PlatformProvider>
}
