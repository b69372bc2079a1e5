import { describe, expect, it } from 'vitest'
import { brands } from '#app/platform/brand/brand'
import { type FeatureFlags, resolveFeatureFlags } from '#app/platform/feature-flags'
import { storefrontConfigOf } from '../../../../brands/storefront-config'
import { isCurrentItem, visibleMenuItems } from './menu-items'

const side = storefrontConfigOf(brands[0]!).menus.side
const flags = (overrides: Partial<FeatureFlags> = {}): FeatureFlags => ({
  ...resolveFeatureFlags({ TimelineViewEnabled: true }, '', undefined),
  ...overrides,
})
const keys = (isB2b: boolean, flagSet = flags()) =>
  visibleMenuItems(side, { isB2b }, flagSet).map((item) => item.key)

describe('visibleMenuItems', () => {
  it('gives consumers their items: no invoices, FTP or b2b settings', () => {
    expect(keys(false)).toEqual([
      'overview',
      'orders',
      'settings',
      'savedProjects',
      'photos',
      'widgets',
      'faq',
      'signOut',
    ])
  })

  it('gives business customers invoices, FTP instructions and their own settings, and no widgets', () => {
    expect(keys(true)).toEqual([
      'overview',
      'orders',
      'invoices',
      'ftpIntegration',
      'settingsB2b',
      'savedProjects',
      'photos',
      'faq',
      'signOut',
    ])
  })

  it('shows the photos item only while the timeline flag is on, by either name of the flag', () => {
    expect(keys(false, flags({ TimelineViewEnabled: false }))).not.toContain('photos')
    const prefixed = side.map((item) =>
      item.key === 'photos' ? { ...item, featureFlag: 'PhotoManagementTimelineViewEnabled' } : item,
    )
    expect(visibleMenuItems(prefixed, { isB2b: false }, flags()).map((item) => item.key)).toContain('photos')
  })

  it('hides an item whose flag is unknown', () => {
    const unknown = side.map((item) =>
      item.key === 'orders' ? { ...item, featureFlag: 'NoSuchFlag' } : item,
    )
    expect(visibleMenuItems(unknown, { isB2b: false }, flags()).map((item) => item.key)).not.toContain(
      'orders',
    )
  })
})

describe('isCurrentItem', () => {
  const item = (key: string) => side.find((candidate) => candidate.key === key)!
  it('marks the overview only on the root, other items on their path and below', () => {
    expect(isCurrentItem(item('overview'), '/')).toBe(true)
    expect(isCurrentItem(item('overview'), '/orders')).toBe(false)
    expect(isCurrentItem(item('orders'), '/orders/ABC123')).toBe(true)
    expect(isCurrentItem(item('photos'), '/my-photos/albums/a1')).toBe(true)
    expect(isCurrentItem(item('faq'), '/faq')).toBe(false)
  })
})
