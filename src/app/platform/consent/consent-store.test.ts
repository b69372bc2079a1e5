// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resetLoadedScripts } from '#app/platform/third-party/load-script'
import { consentEvent, currentConsent, resetConsent, startConsent } from './consent-store'
import { loadScriptWhenConsented } from './load-script-when-consented'
import { useConsent } from './use-consent'

const requestedScripts = () =>
  [...document.querySelectorAll('script')].map((script) => script.getAttribute('src'))
const announce = (code: unknown) =>
  act(() => {
    window.dispatchEvent(new CustomEvent(consentEvent, { detail: { code } }))
  })

afterEach(() => {
  resetConsent()
  resetLoadedScripts()
  for (const script of document.querySelectorAll('script')) script.remove()
  delete window.cookieConsentCode
})

describe('consent', () => {
  it('is 00 until the consent script, loaded from the configured URL, answers', () => {
    const { result } = renderHook(() => useConsent())
    expect(result.current).toEqual({ analytics: false, marketing: false })
    startConsent('https://consent.example/script.js')
    expect(requestedScripts()).toEqual(['https://consent.example/script.js'])
    announce('10')
    expect(result.current).toEqual({ analytics: true, marketing: false })
    announce('01')
    expect(result.current).toEqual({ analytics: false, marketing: true })
  })

  it('ignores a malformed answer', () => {
    startConsent('https://consent.example/script.js')
    announce('2')
    announce(undefined)
    expect(currentConsent()).toEqual({ analytics: false, marketing: false })
  })

  it('reads an answer given before the app listened, once the script has loaded', () => {
    startConsent('https://consent.example/script.js')
    window.cookieConsentCode = '11'
    act(() => {
      document.querySelector('script')!.dispatchEvent(new Event('load'))
    })
    return vi.waitFor(() => expect(currentConsent()).toEqual({ analytics: true, marketing: true }))
  })

  it('loads no script without a configured URL', () => {
    startConsent(undefined)
    expect(requestedScripts()).toEqual([])
  })
})

describe('loadScriptWhenConsented', () => {
  it('does not request the script before its consent is given, then requests it once', () => {
    startConsent('https://consent.example/script.js')
    loadScriptWhenConsented('https://chat.example/chat.js', 'marketing')
    announce('10')
    expect(requestedScripts()).not.toContain('https://chat.example/chat.js')
    announce('11')
    announce('01')
    expect(requestedScripts().filter((src) => src === 'https://chat.example/chat.js')).toHaveLength(1)
  })

  it('requests at once when consent is already given', () => {
    startConsent('https://consent.example/script.js')
    announce('10')
    loadScriptWhenConsented('https://feedback.example/en-GB.js', 'analytics')
    expect(requestedScripts()).toContain('https://feedback.example/en-GB.js')
  })

  it('stops waiting when cancelled', () => {
    startConsent('https://consent.example/script.js')
    const cancel = loadScriptWhenConsented('https://chat.example/chat.js', 'marketing')
    cancel()
    announce('11')
    expect(requestedScripts()).not.toContain('https://chat.example/chat.js')
  })
})
