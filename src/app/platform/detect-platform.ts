export type DevicePlatform = 'windows' | 'macos' | 'ios' | 'android' | 'other'

/** What the browser says about its platform (a subset of Navigator; userAgentData is Chromium only). */
export interface PlatformHints {
  userAgent: string
  maxTouchPoints?: number
  userAgentData?: { platform?: string }
}

function fromClientHint(platform: string): DevicePlatform {
  switch (platform.toLowerCase()) {
    case 'windows':
      return 'windows'
    case 'macos':
      return 'macos'
    case 'ios':
      return 'ios'
    case 'android':
      return 'android'
    default:
      return 'other'
  }
}

/** The platform as the browser names it: the client hint when it gives one, else the user agent. */
function namedPlatform(hints: PlatformHints): DevicePlatform {
  // An empty hint (a user agent override without hints) says nothing.
  if (hints.userAgentData?.platform) return fromClientHint(hints.userAgentData.platform)
  const agent = hints.userAgent
  // Android before anything else: its user agents also say Linux (and some say like Mac OS X).
  if (/android/i.test(agent)) return 'android'
  if (/iphone|ipad|ipod/i.test(agent)) return 'ios'
  if (/macintosh|mac os x/i.test(agent)) return 'macos'
  if (/windows/i.test(agent)) return 'windows'
  return 'other'
}

/**
 * The customer's platform (the export page's zip advice, the app deep link after a copy). iPadOS asks for desktop
 * sites as a Mac (MacIntel); only its touch points give it away, as no Mac has a touch screen.
 */
export function detectPlatform(hints: PlatformHints): DevicePlatform {
  const platform = namedPlatform(hints)
  return platform === 'macos' && (hints.maxTouchPoints ?? 0) > 1 ? 'ios' : platform
}

/** The platform of the browser the page runs in. */
export function currentPlatform(): DevicePlatform {
  if (typeof navigator === 'undefined') return 'other'
  return detectPlatform(navigator as Navigator & PlatformHints)
}
