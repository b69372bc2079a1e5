import { screen } from '@testing-library/react'
import jsQR from 'jsqr'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { brands } from '#app/platform/brand/brand'
import { serviceNames } from '#app/platform/config'
import { renderWithPlatform } from '../../../../tests/render-with-platform'
import { QrCodeTab } from './qr-code-tab'
import { WithPlatform } from './test-support'

const scale = 4
const services = Object.fromEntries(serviceNames.map((name) => [name, `https://${name}.api.example`]))

/**
 * The QR code's pixels as qrcode.react drew them: its foreground path is one `M{x} {y}h{n}v1H{x}z` run per row
 * segment of dark modules. Painted at `scale` pixels a module onto white, as a camera would see the screen.
 */
function rasterise(svg: SVGSVGElement): { data: Uint8ClampedArray; size: number } {
  const modules = Number(svg.getAttribute('viewBox')!.split(' ')[2])
  const size = modules * scale
  const data = new Uint8ClampedArray(size * size * 4).fill(255)
  const paths = [...svg.querySelectorAll('path')]
  const foreground = paths[paths.length - 1]!.getAttribute('d')!
  for (const [, x, y, run] of foreground.matchAll(/M(\d+)[ ,](\d+) ?h(\d+)v1H\d+z/g)) {
    for (let column = Number(x) * scale; column < (Number(x) + Number(run)) * scale; column++) {
      for (let row = Number(y) * scale; row < (Number(y) + 1) * scale; row++) {
        const at = (row * size + column) * 4
        data.fill(0, at, at + 3)
      }
    }
  }
  return { data, size }
}

function renderTab(brandId: string, qrCodeUpload: Record<string, string>) {
  const brand = brands.find((candidate) => candidate.id === brandId)!
  return renderWithPlatform(
    <WithPlatform
      change={(platform) => ({
        brand,
        config: { ...platform.config, qrCodeUpload },
        identity: {
          sub: 'user-consumer',
          email: undefined,
          idpType: undefined,
          idpSub: undefined,
          isB2b: false,
        },
      })}
    >
      <QrCodeTab />
    </WithPlatform>,
    services,
  )
}

describe('QrCodeTab', () => {
  afterEach(() => vi.restoreAllMocks())

  it('draws a code that scans to the upload page of the brand’s vendor group, for this user', () => {
    renderTab('snapshelf-gb', { snapshelf: 'https://upload.snapshelf.example/qr' })
    const code = screen.getByRole('img', { name: 'QR code to upload photos from your phone' })
    const { data, size } = rasterise(code as unknown as SVGSVGElement)
    const scanned = jsQR(data, size, size)
    expect(scanned?.data).toBe(
      'https://upload.snapshelf.example/qr?userId=user-consumer&brand=snapshelf-gb&locale=en-GB',
    )
    expect(screen.getByText('Scan the QR code with your phone’s camera.')).toBeTruthy()
  })

  it('says QR upload is not available for a brand outside the vendor groups, and logs the internal error', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderTab('fotofabriek-nl', { printbloom: 'https://upload.printbloom.example/qr' })
    expect(screen.getByRole('alert').textContent).toBe(
      'Uploading from a phone is not available for this shop. Please add photos from this device.',
    )
    expect(screen.queryByRole('img')).toBeNull()
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('Unable to find a QR Code Upload URL for this vendor'),
      expect.anything(),
    )
  })

  it('says the code could not be made when the base URL does not parse, and logs the internal error', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderTab('printbloom-ie', { printbloom: 'upload.printbloom.example/qr' })
    expect(screen.getByRole('alert').textContent).toBe(
      'The QR code could not be created. Please try again later, or add photos from this device.',
    )
    expect(log).toHaveBeenCalledWith(
      expect.stringContaining('Unable to parse QR Code Upload URL.'),
      expect.anything(),
    )
  })
})
