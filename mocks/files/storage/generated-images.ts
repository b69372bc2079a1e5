import { zlibSync } from 'fflate'
import { seededRandom } from '../../db/random'

// Small deterministic PNG "photos" (a sky, a sun, hills) for the mock's exports and stand-in upload files.

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length)
  const view = new DataView(out.buffer)
  view.setUint32(0, data.length)
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i)
  out.set(data, 8)
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)))
  return out
}

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

const pngSignature = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** A PNG (8-bit RGB) of the given size; the same seed always gives the same bytes. */
export function generatedPng(seed: string, width = 320, height = 240): Uint8Array<ArrayBuffer> {
  const random = seededRandom(seed)
  const hue = () => Math.floor(random() * 256)
  const sky = [hue(), hue(), 200 + Math.floor(random() * 56)] as const
  const ground = [
    Math.floor(random() * 120),
    80 + Math.floor(random() * 140),
    Math.floor(random() * 90),
  ] as const
  const sun = { x: random() * width, y: random() * height * 0.4, r: 10 + random() * height * 0.12 }
  const hillPhase = random() * Math.PI * 2
  const hillHeight = height * (0.55 + random() * 0.2)
  const raw = new Uint8Array((width * 3 + 1) * height)
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1)
    raw[row] = 0 // filter: none
    for (let x = 0; x < width; x++) {
      const hill = hillHeight + Math.sin(x / (width / 5) + hillPhase) * height * 0.08
      const inSun = (x - sun.x) ** 2 + (y - sun.y) ** 2 < sun.r ** 2
      const shade = y / height
      const [r, g, b] = inSun
        ? [255, 221, 87]
        : y > hill
          ? ground.map((c) => c * (1.2 - shade * 0.5))
          : sky.map((c) => c * (0.75 + shade * 0.4))
      const i = row + 1 + x * 3
      raw[i] = Math.min(255, Math.round(r!))
      raw[i + 1] = Math.min(255, Math.round(g!))
      raw[i + 2] = Math.min(255, Math.round(b!))
    }
  }
  const header = new Uint8Array(13)
  const view = new DataView(header.buffer)
  view.setUint32(0, width)
  view.setUint32(4, height)
  header.set([8, 2, 0, 0, 0], 8) // bit depth 8, colour type RGB, deflate, filter 0, no interlace
  return concat([
    pngSignature,
    chunk('IHDR', header),
    chunk('IDAT', zlibSync(raw, { level: 6 })),
    chunk('IEND', new Uint8Array(0)),
  ])
}
