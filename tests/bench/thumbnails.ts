// Thumbnails the bench serves instead of the mock's SVG drawings: photo-like JPEGs, or a 1-pixel GIF.
import type { Browser, Page } from '@playwright/test'

export const onePixelGif = Buffer.from(
  'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==',
  'base64',
)

/** A photo-like 800×600 JPEG (about 100 KB), drawn by the browser: a stand-in for real thumbnails. */
export async function photoJpeg(browser: Browser): Promise<Buffer> {
  const page = await browser.newPage()
  const url = await page.evaluate(() => {
    const canvas = document.createElement('canvas')
    canvas.width = 800
    canvas.height = 600
    const context = canvas.getContext('2d')!
    const gradient = context.createLinearGradient(0, 0, 800, 600)
    gradient.addColorStop(0, '#358')
    gradient.addColorStop(1, '#fc8')
    context.fillStyle = gradient
    context.fillRect(0, 0, 800, 600)
    for (let dot = 0; dot < 4000; dot++) {
      context.fillStyle = `hsl(${(dot * 47) % 360} 50% 50%)`
      context.fillRect((dot * 7919) % 800, (dot * 104_729) % 600, 6, 6)
    }
    return canvas.toDataURL('image/jpeg', 0.8)
  })
  await page.close()
  return Buffer.from(url.split(',')[1]!, 'base64')
}

/** Answers every thumbnail request with `body` instead of the mock's image. */
export function serveThumbnails(page: Page, contentType: string, body: Buffer) {
  return page.route('**/files/thumbnails/**', (route) =>
    route.fulfill({ contentType, body, headers: { 'Access-Control-Allow-Origin': '*' } }),
  )
}
