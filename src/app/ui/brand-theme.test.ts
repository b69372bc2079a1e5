// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { brands } from '#app/platform/brand/brand'
import { applyBrandTheme } from './brand-theme'

describe('applyBrandTheme', () => {
  it("sets the brand's colours for both schemes, its favicon and its title", () => {
    document.head.innerHTML = '<link rel="icon" href="/favicon.svg">'
    const bildwerk = brands.find((brand) => brand.id === 'bildwerk-at')!
    const root = document.createElement('html')
    applyBrandTheme(bildwerk, root)

    const property = (name: string) => root.style.getPropertyValue(name)
    expect(
      ['primary', 'on-primary', 'accent', 'surface'].map((name) => [
        property(`--brand-light-${name}`),
        property(`--brand-dark-${name}`),
      ]),
    ).toEqual([
      [bildwerk.theme.primary, bildwerk.theme.dark.primary],
      [bildwerk.theme.onPrimary, bildwerk.theme.dark.onPrimary],
      [bildwerk.theme.accent, bildwerk.theme.dark.accent],
      [bildwerk.theme.surface, bildwerk.theme.dark.surface],
    ])
    // styles.css picks the scheme's colours: the theme never sets the colours in use itself.
    expect(property('--brand-primary')).toBe('')
    expect(root.dataset.brand).toBe('bildwerk-at')
    expect(document.title).toBe('Bildwerk')

    const favicon = decodeURIComponent(document.querySelector<HTMLLinkElement>('link[rel="icon"]')!.href)
    expect(favicon).toContain(`fill="${bildwerk.theme.primary}"`)
    // A dark tab strip shows the dark scheme's mark.
    expect(favicon).toContain(
      `@media (prefers-color-scheme:dark){.f{fill:${bildwerk.theme.dark.primary}}.s{fill:${bildwerk.theme.dark.accent}}` +
        `.h{fill:${bildwerk.theme.dark.onPrimary}}}`,
    )
  })
})
