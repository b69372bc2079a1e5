import { describe, expect, it } from 'vitest'
import { isFollowableShopUrl } from './shop-url'

const hosts = {
  storefrontDomain: 'printbloom.co.uk',
  serviceUrls: ['https://reorder.photo-shop.example/direct', 'http://localhost:9090/orders'],
}

describe('isFollowableShopUrl', () => {
  it('follows https addresses on the brand’s storefront', () => {
    expect(isFollowableShopUrl('https://www.printbloom.co.uk/basket?orderCode=SO-1', hosts)).toBe(true)
    expect(isFollowableShopUrl('https://printbloom.co.uk/basket', hosts)).toBe(true)
  })
  it('follows https addresses on a configured service host', () => {
    expect(isFollowableShopUrl('https://reorder.photo-shop.example/basket/1', hosts)).toBe(true)
  })
  it('refuses http, even on the storefront', () => {
    expect(isFollowableShopUrl('http://www.printbloom.co.uk/basket', hosts)).toBe(false)
    expect(isFollowableShopUrl('http://localhost:9090/orders', hosts)).toBe(false)
  })
  it('refuses other hosts, look-alikes and addresses that are not web addresses', () => {
    expect(isFollowableShopUrl('https://www.albelli.example/basket', hosts)).toBe(false)
    expect(isFollowableShopUrl('https://printbloom.co.uk.evil.example/basket', hosts)).toBe(false)
    expect(isFollowableShopUrl('https://evilprintbloom.co.uk/', hosts)).toBe(false)
    expect(isFollowableShopUrl('https://user:pw@www.printbloom.co.uk/', hosts)).toBe(false)
    expect(isFollowableShopUrl('javascript:alert(1)', hosts)).toBe(false)
    expect(isFollowableShopUrl('/basket', hosts)).toBe(false)
    expect(isFollowableShopUrl('', hosts)).toBe(false)
  })
})
