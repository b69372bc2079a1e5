import { describe, expect, it } from 'vitest'
import { locales } from '#app/platform/i18n/locales'
import registry from '../../../brands/brand-registry.json'
import { brandForHost, brands, cookieDomainFor, publicConfigKey } from './brand'

describe('brand registry', () => {
  it('holds 17 storefront brands across the 13 countries, each with a known locale and a light and a dark theme', () => {
    expect(brands).toHaveLength(17)
    expect(new Set(brands.map((brand) => brand.country))).toEqual(
      new Set(['BE', 'DE', 'NL', 'GB', 'NO', 'FR', 'SE', 'AT', 'IE', 'IT', 'DK', 'ES', 'PT']),
    )
    for (const brand of brands) {
      expect(locales, brand.id).toContain(brand.locale)
      expect((registry.countries as Record<string, string>)[brand.country], brand.id).toBeTruthy()
      for (const colours of [brand.theme, brand.theme.dark]) {
        for (const key of ['primary', 'onPrimary', 'accent', 'surface'] as const) {
          expect(colours[key], `${brand.id} ${key}`).toMatch(/^#[0-9a-f]{6}$/)
        }
      }
    }
  })

  it('gives every brand its own id and host', () => {
    expect(new Set(brands.map((brand) => brand.id)).size).toBe(brands.length)
    expect(new Set(brands.map((brand) => brand.host)).size).toBe(brands.length)
  })

  it('runs the German storefront on locale de-AT, and one Swedish host maps to an internal alias', () => {
    expect(brands.filter((brand) => brand.country === 'DE').map((brand) => brand.locale)).toEqual(['de-AT'])
    const aliased = brands.filter((brand) => brand.internalAlias)
    expect(aliased).toHaveLength(1)
    expect(aliased[0]!.country).toBe('SE')
    expect(publicConfigKey(aliased[0]!, aliased[0]!.host)).toBe(aliased[0]!.internalAlias)
    const other = brands.find((brand) => brand.id === 'printbloom-gb')!
    expect(publicConfigKey(other, 'my.printbloom.co.uk:443')).toBe('my.printbloom.co.uk')
  })
})

describe('brandForHost', () => {
  it('finds the brand by its production host, case and port aside', () => {
    expect(brandForHost('mein.bildwerk.de').id).toBe('bildwerk-de')
    expect(brandForHost('MEIN.Bildwerk.AT:443').id).toBe('bildwerk-at')
  })

  it('finds the brand behind a test or acceptance prefix', () => {
    expect(brandForHost('test.compte.atelier-lumiere.fr').id).toBe('lumiere-fr')
    expect(brandForHost('acc.konto.nordprint.no').id).toBe('nordprint-no')
  })

  it('finds the brand at its local alias {id}.localhost', () => {
    expect(brandForHost('fotoluz-pt.localhost:5173').id).toBe('fotoluz-pt')
  })

  it('falls back to the default brand for an unknown host', () => {
    expect(brandForHost('localhost:5173').id).toBe('printbloom-gb')
    expect(brandForHost('unknown.example').id).toBe('printbloom-gb')
  })
})

describe('cookieDomainFor', () => {
  const brand = brands.find((candidate) => candidate.id === 'printbloom-gb')!

  it('writes the auth cookies on the brand’s parent domain when the app runs under it', () => {
    expect(cookieDomainFor(brand, 'my.printbloom.co.uk')).toBe('printbloom.co.uk')
    expect(cookieDomainFor(brand, 'test.my.printbloom.co.uk:443')).toBe('printbloom.co.uk')
  })

  it('keeps them host-only elsewhere, as on *.localhost', () => {
    expect(cookieDomainFor(brand, 'printbloom-gb.localhost:5173')).toBeUndefined()
    expect(cookieDomainFor(brand, 'notprintbloom.co.uk')).toBeUndefined()
  })
})
