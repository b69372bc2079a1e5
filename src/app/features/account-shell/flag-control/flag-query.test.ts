import { describe, expect, it } from 'vitest'
import { type FeatureFlags, featureFlagNames } from '#app/platform/feature-flags'
import { addressWithFlags } from './flag-query'

const allOff = Object.fromEntries(featureFlagNames.map((flag) => [flag, false])) as FeatureFlags

describe('addressWithFlags', () => {
  it('sets every flag in the query, replacing either name form and keeping other parameters', () => {
    const url = new URL(
      addressWithFlags('https://app.example/orders?PhotoManagementOrderPrintsEnabled=true&stripped=true', {
        ...allOff,
        OrderPrintsEnabled: false,
        TimelineViewEnabled: true,
      }),
    )
    expect(url.pathname).toBe('/orders')
    expect(url.searchParams.get('stripped')).toBe('true')
    expect(url.searchParams.has('PhotoManagementOrderPrintsEnabled')).toBe(false)
    expect(url.searchParams.get('OrderPrintsEnabled')).toBe('false')
    expect(url.searchParams.get('TimelineViewEnabled')).toBe('true')
    expect([...url.searchParams.keys()]).toHaveLength(featureFlagNames.length + 1)
  })
})
