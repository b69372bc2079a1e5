// @vitest-environment jsdom
import { act } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { brands } from '#app/platform/brand/brand'
import { consentEvent, resetConsent } from '#app/platform/consent/consent-store'
import { resetLoadedScripts } from './load-script'
import { resetThirdPartyScripts, showThirdPartyScripts } from './third-party-scripts'

const context = {
  thirdParty: {
    consentScriptUrl: 'https://consent.example/c.js',
    feedbackScriptUrl: 'https://feedback.example/{locale}.js',
    chatScriptUrl: 'https://chat.example/{channel}/{locale}.js',
  },
  brand: brands[0]!,
  locale: 'da-DK',
}
const requested = () => [...document.querySelectorAll('script')].map((script) => script.getAttribute('src'))
const consent = (code: string) =>
  act(() => {
    window.dispatchEvent(new CustomEvent(consentEvent, { detail: { code } }))
  })

afterEach(() => {
  resetThirdPartyScripts()
  resetConsent()
  resetLoadedScripts()
  for (const script of document.querySelectorAll('script')) script.remove()
})

describe('showThirdPartyScripts', () => {
  it('asks only for the consent script until consent is given', () => {
    showThirdPartyScripts('/orders', context)
    expect(requested()).toEqual(['https://consent.example/c.js'])
  })

  it('loads the feedback script for the locale with analytics, the chat with marketing', () => {
    showThirdPartyScripts('/orders', context)
    consent('10')
    expect(requested()).toEqual(['https://consent.example/c.js', 'https://feedback.example/da-DK.js'])
    consent('11')
    expect(requested()).toContain(`https://chat.example/${context.brand.id}/da-DK.js`)
  })

  it('does not ask for the chat widget on a photo page, only on the next other page', () => {
    consent('11')
    showThirdPartyScripts('/my-photos/photos', context)
    consent('11')
    expect(requested().some((src) => src?.startsWith('https://chat.example'))).toBe(false)
    showThirdPartyScripts('/orders', context)
    expect(requested().filter((src) => src?.startsWith('https://chat.example'))).toHaveLength(1)
  })
})
