import { describe, expect, it } from 'vitest'
import { detectPlatform } from './detect-platform'

const agents = {
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  windowsFirefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  ipadOld:
    'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  linux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  chromeOs:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
}

describe('detectPlatform from the user agent', () => {
  it.each([
    ['Windows (Chrome)', agents.windowsChrome, 'windows'],
    ['Windows (Firefox)', agents.windowsFirefox, 'windows'],
    ['a Mac', agents.macSafari, 'macos'],
    ['an iPhone', agents.iphone, 'ios'],
    ['an iPad before iPadOS 13', agents.ipadOld, 'ios'],
    ['Android', agents.android, 'android'],
    ['Linux', agents.linux, 'other'],
    ['ChromeOS', agents.chromeOs, 'other'],
    ['an empty user agent', '', 'other'],
  ])('%s', (_name, userAgent, platform) => {
    expect(detectPlatform({ userAgent, maxTouchPoints: 0 })).toBe(platform)
  })

  it('tells iPadOS, which reports a Mac (MacIntel) user agent, by its touch points', () => {
    expect(detectPlatform({ userAgent: agents.macSafari, maxTouchPoints: 5 })).toBe('ios')
    expect(detectPlatform({ userAgent: agents.macSafari, maxTouchPoints: 1 })).toBe('macos')
    expect(detectPlatform({ userAgent: agents.macSafari })).toBe('macos')
  })
})

describe('detectPlatform from the client hint', () => {
  it.each([
    ['Windows', 'windows'],
    ['macOS', 'macos'],
    ['Android', 'android'],
    ['iOS', 'ios'],
    ['Linux', 'other'],
    ['Chrome OS', 'other'],
  ])('%s', (hint, platform) => {
    expect(detectPlatform({ userAgent: agents.linux, userAgentData: { platform: hint } })).toBe(platform)
  })

  it('tells an iPad that hints macOS by its touch points', () => {
    expect(
      detectPlatform({
        userAgent: agents.macSafari,
        userAgentData: { platform: 'macOS' },
        maxTouchPoints: 5,
      }),
    ).toBe('ios')
  })

  it('falls back to the user agent when the hint is empty', () => {
    expect(detectPlatform({ userAgent: agents.android, userAgentData: { platform: '' } })).toBe('android')
  })
})
