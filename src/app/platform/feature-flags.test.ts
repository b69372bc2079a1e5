// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { featureFlagStorageKey, resolveFeatureFlags } from './feature-flags'

describe('resolveFeatureFlags', () => {
  beforeEach(() => localStorage.clear())

  it('starts from the deployment’s defaults, every other flag off', () => {
    const flags = resolveFeatureFlags({ TimelineViewEnabled: true }, '', localStorage)
    expect(flags.TimelineViewEnabled).toBe(true)
    expect(flags.OrderPrintsEnabled).toBe(false)
  })

  it('lets local storage override the defaults, and the query string override both', () => {
    localStorage.setItem(
      featureFlagStorageKey,
      JSON.stringify({ TimelineViewEnabled: false, AlbumViewEnabled: true }),
    )
    const flags = resolveFeatureFlags({ TimelineViewEnabled: true }, '?AlbumViewEnabled=false', localStorage)
    expect(flags.TimelineViewEnabled).toBe(false)
    expect(flags.AlbumViewEnabled).toBe(false)
  })

  it('accepts both name forms of the prefixed flags', () => {
    const flags = resolveFeatureFlags(
      { PhotoManagementOrderPrintsEnabled: true },
      '?PhotoManagementSharedAlbumsViewEnabled=true&PhotoManagementAlbumViewEnabled=1',
      localStorage,
    )
    expect(flags.OrderPrintsEnabled).toBe(true)
    expect(flags.SharedAlbumsViewEnabled).toBe(true)
    expect(flags.AlbumViewEnabled).toBe(true)
  })

  it('remembers flags from the query string for the next visit and ignores unknown names and values', () => {
    resolveFeatureFlags({}, '?OrderPrintsEnabled=true&Bogus=true&UploadViewEnabled=maybe', localStorage)
    expect(JSON.parse(localStorage.getItem(featureFlagStorageKey)!)).toEqual({ OrderPrintsEnabled: true })
    expect(resolveFeatureFlags({}, '', localStorage).OrderPrintsEnabled).toBe(true)
  })

  it('survives unreadable storage', () => {
    localStorage.setItem(featureFlagStorageKey, '{not json')
    expect(resolveFeatureFlags({ QrCodeUploadEnabled: true }, '', localStorage).QrCodeUploadEnabled).toBe(
      true,
    )
  })
})
