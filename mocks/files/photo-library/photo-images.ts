import { strToU8, type Zippable, zipSync } from 'fflate'
import { seededRandom } from '../../db/random'

// Deterministic SVG "photos" for the photo library: a sky, a sun and hills in colours that vary with the photo's
// id, so every photo (and each of its thumbnails) looks the same on every request and differs from its neighbours.

export const thumbnailSizes = [300, 800, 1300] as const
export type ThumbnailSize = (typeof thumbnailSizes)[number]

export interface PhotoImage {
  imageId: string
  localFileName: string
  width: number
  height: number
}

/** The size of a thumbnail: `size` is the length of the longer side; the photo's proportions are kept. */
export function thumbnailDimensions(photo: { width: number; height: number }, size: number) {
  const landscape = photo.width >= photo.height
  const short = Math.max(
    1,
    Math.round((size * Math.min(photo.width, photo.height)) / Math.max(photo.width, photo.height)),
  )
  return landscape ? { width: size, height: short } : { width: short, height: size }
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)
}

function hills(random: () => number, width: number, height: number, base: number, roughness: number): string {
  const steps = 6
  const points = [`0,${height}`]
  for (let i = 0; i <= steps; i++) {
    const x = Math.round((width * i) / steps)
    const y = Math.round(height * (base - random() * roughness))
    points.push(`${x},${y}`)
  }
  points.push(`${width},${height}`)
  return points.join(' ')
}

/**
 * A photo as an SVG of the given pixel size. `untouched` is the photo as uploaded: the same picture, a little
 * less saturated than the one the library shows.
 */
export function photoSvg(
  photo: PhotoImage,
  size: { width: number; height: number },
  options: { untouched?: boolean } = {},
): string {
  const random = seededRandom(photo.imageId)
  const viewWidth = 1200
  const viewHeight = Math.max(1, Math.round((viewWidth * photo.height) / photo.width))
  const hue = Math.floor(random() * 360)
  const saturation = options.untouched ? 45 : 65
  const sunX = Math.round(viewWidth * (0.15 + random() * 0.7))
  const sunY = Math.round(viewHeight * (0.15 + random() * 0.3))
  const sunRadius = Math.round(Math.min(viewWidth, viewHeight) * (0.06 + random() * 0.08))
  const far = hills(random, viewWidth, viewHeight, 0.62, 0.18)
  const near = hills(random, viewWidth, viewHeight, 0.8, 0.14)
  const fontSize = Math.round(viewWidth / 24)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${viewWidth} ${viewHeight}" preserveAspectRatio="none">`,
    `<title>${escapeXml(photo.localFileName)}</title>`,
    '<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">',
    `<stop offset="0" stop-color="hsl(${hue}, ${saturation}%, 72%)"/>`,
    `<stop offset="1" stop-color="hsl(${(hue + 40) % 360}, ${saturation}%, 48%)"/>`,
    '</linearGradient></defs>',
    `<rect width="${viewWidth}" height="${viewHeight}" fill="url(#sky)"/>`,
    `<circle cx="${sunX}" cy="${sunY}" r="${sunRadius}" fill="hsl(${(hue + 180) % 360}, 85%, 78%)"/>`,
    `<polygon points="${far}" fill="hsl(${(hue + 90) % 360}, ${saturation - 25}%, 38%)"/>`,
    `<polygon points="${near}" fill="hsl(${(hue + 110) % 360}, ${saturation - 20}%, 24%)"/>`,
    `<text x="${fontSize}" y="${viewHeight - fontSize}" font-family="sans-serif" font-size="${fontSize}" fill="#fff" fill-opacity="0.75">${escapeXml(photo.localFileName)}</text>`,
    '</svg>',
  ].join('')
}

/** The name a photo's file has in a zip: its local file name with the .svg extension it really has. */
function entryName(photo: PhotoImage, taken: Set<string>): string {
  const stem = photo.localFileName.replace(/\.[^.]*$/, '') || photo.imageId
  let name = `${stem}.svg`
  for (let copy = 1; taken.has(name); copy++) name = `${stem} (${copy}).svg`
  taken.add(name)
  return name
}

// Zip entries get a fixed modification time: the same archive is the same bytes on every request.
const entryTime = new Date(Date.UTC(2026, 0, 1, 12, 0, 0))

/** A real zip of the photos as uploaded (untouched), named after their local file names. */
export function photosZip(photos: readonly PhotoImage[]): Uint8Array<ArrayBuffer> {
  const entries: Zippable = {}
  const taken = new Set<string>()
  for (const photo of photos) {
    entries[entryName(photo, taken)] = strToU8(photoSvg(photo, photo, { untouched: true }))
  }
  if (photos.length === 0) {
    entries['download-info.txt'] = strToU8('The photos of this download are no longer in the library.\n')
  }
  return zipSync(entries, { level: 6, mtime: entryTime }) as Uint8Array<ArrayBuffer>
}
