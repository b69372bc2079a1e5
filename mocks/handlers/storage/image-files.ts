// What an uploaded file really is, read from its bytes: the storage service accepts heic, jpeg and png only.

export type AcceptedImageType = 'image/heic' | 'image/jpeg' | 'image/png'

export interface ImageFileInfo {
  contentType: AcceptedImageType
  /** The pixel size when the header gives it. */
  width?: number
  height?: number
}

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length))
}

function u16(bytes: Uint8Array, at: number): number {
  return ((bytes[at] ?? 0) << 8) | (bytes[at + 1] ?? 0)
}

function u32(bytes: Uint8Array, at: number): number {
  return (
    (((bytes[at] ?? 0) << 24) |
      ((bytes[at + 1] ?? 0) << 16) |
      ((bytes[at + 2] ?? 0) << 8) |
      (bytes[at + 3] ?? 0)) >>>
    0
  )
}

function png(bytes: Uint8Array): ImageFileInfo | undefined {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (!signature.every((byte, i) => bytes[i] === byte)) return undefined
  return ascii(bytes, 12, 4) === 'IHDR'
    ? { contentType: 'image/png', width: u32(bytes, 16), height: u32(bytes, 20) }
    : { contentType: 'image/png' }
}

function jpeg(bytes: Uint8Array): ImageFileInfo | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return undefined
  let at = 2
  while (at + 9 < bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1]!
    if (marker === 0xff) {
      at += 1 // fill byte
      continue
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) {
      at += 2 // markers without a length
      continue
    }
    // Start of frame (SOF0-SOF15 apart from DHT, JPG and DAC): height, then width.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { contentType: 'image/jpeg', height: u16(bytes, at + 5), width: u16(bytes, at + 7) }
    }
    if (marker === 0xda) break // start of scan: no frame header found before it
    at += 2 + u16(bytes, at + 2)
  }
  return { contentType: 'image/jpeg' }
}

const heicBrands = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis'])
const heifBrands = new Set(['mif1', 'msf1'])

function heic(bytes: Uint8Array): ImageFileInfo | undefined {
  if (ascii(bytes, 4, 4) !== 'ftyp') return undefined
  const boxSize = Math.min(u32(bytes, 0), bytes.length)
  const brands = [ascii(bytes, 8, 4)]
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, 4))
  const isHeic =
    brands.some((brand) => heicBrands.has(brand)) ||
    (brands.some((brand) => heifBrands.has(brand)) && !brands.includes('avif'))
  if (!isHeic) return undefined
  // The image spatial extents ('ispe') of the largest image item.
  let best: { width: number; height: number } | undefined
  const limit = Math.min(bytes.length, 1 << 20)
  for (let at = 0; at + 16 <= limit; at++) {
    if (bytes[at] !== 0x69 || ascii(bytes, at, 4) !== 'ispe') continue
    const width = u32(bytes, at + 8)
    const height = u32(bytes, at + 12)
    if (!best || width * height > best.width * best.height) best = { width, height }
  }
  return { contentType: 'image/heic', ...best }
}

/** The file's type (heic, jpeg or png) and size from its bytes, or undefined for any other kind of file. */
export function imageFileInfo(bytes: Uint8Array): ImageFileInfo | undefined {
  const info = png(bytes) ?? jpeg(bytes) ?? heic(bytes)
  if (!info) return undefined
  const sized = info.width && info.height && info.width > 0 && info.height > 0
  return sized ? info : { contentType: info.contentType }
}
