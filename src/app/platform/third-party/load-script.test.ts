// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadScript, pinScriptIntegrity, resetLoadedScripts } from './load-script'

const consentUrl = 'https://consent.example/v2.1.0/consent.js'
const pinned = 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC'

function scriptFor(url: string) {
  return [...document.head.querySelectorAll('script')].find((script) => script.src === url)
}

afterEach(() => {
  resetLoadedScripts()
  document.head.replaceChildren()
  vi.unstubAllGlobals()
})

describe('loadScript', () => {
  it('gives a pinned script its integrity hash, and an unpinned one none', () => {
    pinScriptIntegrity({ [consentUrl]: pinned })
    void loadScript(consentUrl).catch(() => undefined)
    void loadScript('https://chat.example/widget.js').catch(() => undefined)
    const consent = scriptFor(consentUrl)
    expect([consent?.getAttribute('integrity'), consent?.getAttribute('crossorigin')]).toEqual([
      pinned,
      'anonymous',
    ])
    expect(scriptFor('https://chat.example/widget.js')?.hasAttribute('integrity')).toBe(false)
  })

  it('refuses an address that is not http(s)', async () => {
    await expect(loadScript('javascript:alert(1)')).rejects.toThrow('Not a script address: javascript:')
    expect(document.head.querySelector('script')).toBeNull()
  })
})
