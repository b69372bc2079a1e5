import { describe, expect, it } from 'vitest'
import { brands } from '#app/platform/brand/brand'
import config from '../../../../public/config.json'
import { QrUploadUrlError, qrUploadBaseUrl, qrUploadErrors, qrUploadPageUrl } from './qr-upload-url'

const urls = {
  printbloom: 'https://upload.printbloom.example/qr',
  snapshelf: 'https://upload.snapshelf.example/',
}

function errorOf(run: () => unknown): QrUploadUrlError {
  try {
    run()
  } catch (error) {
    if (error instanceof QrUploadUrlError) return error
  }
  throw new Error('expected a QrUploadUrlError')
}

describe('the vendor groups', () => {
  // docs/requirements/adding-photos.md#adding-photos-qr-upload
  it('are three: four storefronts in the first, one in each of the others', () => {
    const sizes = Object.values(
      Object.groupBy(
        brands.filter((brand) => brand.vendorGroup),
        (brand) => brand.vendorGroup!,
      ),
    )
      .map((members) => members!.length)
      .sort()
    expect(sizes).toEqual([1, 1, 4])
  })

  it('each have a valid base URL in the mock config', () => {
    for (const brand of brands.filter((candidate) => candidate.vendorGroup)) {
      expect(qrUploadBaseUrl(brand, config.qrCodeUpload).protocol, brand.id).toBe('https:')
    }
  })
})

describe('qrUploadBaseUrl', () => {
  it('is the URL of the brand’s vendor group', () => {
    expect(qrUploadBaseUrl({ vendorGroup: 'printbloom' }, urls).href).toBe(
      'https://upload.printbloom.example/qr',
    )
  })

  it(`raises '${qrUploadErrors.unknownVendor}' for a brand outside the groups or a group without a URL`, () => {
    expect(errorOf(() => qrUploadBaseUrl({}, urls)).message).toBe(
      'Unable to find a QR Code Upload URL for this vendor',
    )
    expect(errorOf(() => qrUploadBaseUrl({ vendorGroup: 'bildkammaren' }, urls)).kind).toBe('unknownVendor')
    expect(errorOf(() => qrUploadBaseUrl({ vendorGroup: 'printbloom' }, undefined)).kind).toBe(
      'unknownVendor',
    )
  })

  it.each(['not a url', '/relative/path', '', 'ftp://upload.example/qr', 'javascript:alert(1)'])(
    `raises '${qrUploadErrors.unparsable}' for the base URL %j`,
    (url) => {
      expect(errorOf(() => qrUploadBaseUrl({ vendorGroup: 'printbloom' }, { printbloom: url })).message).toBe(
        'Unable to parse QR Code Upload URL.',
      )
    },
  )
})

describe('qrUploadPageUrl', () => {
  it('names the user, the storefront and the locale, keeping the base URL’s own query', () => {
    const page = new URL(
      qrUploadPageUrl(new URL('https://upload.example/qr?channel=web'), {
        userId: 'user-consumer',
        brandId: 'printbloom-gb',
        locale: 'en-GB',
      }),
    )
    expect(page.origin + page.pathname).toBe('https://upload.example/qr')
    expect(Object.fromEntries(page.searchParams)).toEqual({
      channel: 'web',
      userId: 'user-consumer',
      brand: 'printbloom-gb',
      locale: 'en-GB',
    })
  })
})
