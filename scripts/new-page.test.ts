import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { conflicts, namesOf, parseArguments, registryLines, routeLines } from './new-page'

// The generator's choices; scripts/new-page-check.ts (a step of npm test) runs it in a copy and proves its output.
const root = join(import.meta.dirname, '..')

describe('npm run new:page', () => {
  it('names the route, component and title after the kebab-case name, at /<name> by default', () => {
    expect(parseArguments(['loyalty-points'])).toEqual({
      name: 'loyalty-points',
      path: '/loyalty-points',
      b2bOnly: false,
    })
    expect(parseArguments(['loyalty-points', '--path', '/settings/loyalty', '--b2b'])).toEqual({
      name: 'loyalty-points',
      path: '/settings/loyalty',
      b2bOnly: true,
    })
    expect(namesOf('loyalty-points')).toEqual({
      route: 'loyaltyPoints',
      component: 'LoyaltyPointsPage',
      title: 'Loyalty points',
      module: 'loyalty-points-page',
    })
  })

  it('refuses a name that is not kebab-case, a path with parameters, and unknown arguments', () => {
    expect(() => parseArguments([])).toThrow(/usage/)
    expect(() => parseArguments(['LoyaltyPoints'])).toThrow('"LoyaltyPoints" is not kebab-case')
    expect(() => parseArguments(['loyalty_points'])).toThrow('is not kebab-case')
    expect(() => parseArguments(['loyalty', '--path', '/loyalty/:id'])).toThrow('without parameters')
    expect(() => parseArguments(['loyalty', '--area', 'outer'])).toThrow('unknown argument --area')
  })

  it('refuses a route, path, feature folder or browser test that exists', () => {
    expect(conflicts(root, { name: 'orders', path: '/orders', b2bOnly: false })).toEqual([
      'the route orders exists in src/app/routes.ts',
      'the path /orders exists in src/app/routes.ts',
      'src/app/features/orders exists',
      'tests/e2e/orders.spec.ts exists',
    ])
    expect(conflicts(root, { name: 'loyalty-card', path: '/loyalty-card', b2bOnly: false })).toEqual([])
  })

  it('writes the route and the loader as Biome lays them out, the loader as the route budgets read it', () => {
    expect(routeLines({ name: 'loyalty-points', path: '/loyalty-points', b2bOnly: true })).toBe(
      "  loyaltyPoints: { path: '/loyalty-points', area: 'shell', b2bOnly: true },\n",
    )
    const long = {
      name: 'a-page-with-a-very-long-name-indeed',
      path: `/${'segment/'.repeat(10)}end`,
      b2bOnly: false,
    }
    expect(routeLines(long)).toMatch(
      /^ {2}aPageWithAVeryLongNameIndeed: \{\n {4}path: '.+',\n {4}area: 'shell',\n {2}\},\n$/,
    )
    for (const options of [{ name: 'points', path: '/points', b2bOnly: false }, long]) {
      const lines = registryLines(options)
      expect(lines.split('\n').every((line) => line.length <= 110)).toBe(true)
      // tests/bundle/route-budgets.test.ts finds each page's module with this pattern.
      expect(lines).toMatch(/(\w+): \(\) =>\s*import\('([^']+)'\)/)
    }
  })
})
