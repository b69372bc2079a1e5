import { strToU8, type Zippable, zipSync } from 'fflate'
import { seededRandom } from '../../db/random'

// Deterministic SVG "photos" for the photo library: landscapes (mountains, hills, sea, lake, city, forest) under a
// sky for the time of day the photo was taken and in the colours of its season, so every photo (and each of its
// thumbnails) looks the same on every request and differs from its neighbours. A few KB each, quick to make.

export const thumbnailSizes = [300, 800, 1300] as const
export type ThumbnailSize = (typeof thumbnailSizes)[number]

export interface PhotoImage {
  imageId: string
  localFileName: string
  width: number
  height: number
  /** When it was taken: chooses the time of day and the season (else the id does). */
  dateTaken?: string | undefined
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

// Colours as [r, g, b], written as #rrggbb.

type Rgb = readonly [number, number, number]

const rgb = (hex: string): Rgb => [
  Number.parseInt(hex.slice(1, 3), 16),
  Number.parseInt(hex.slice(3, 5), 16),
  Number.parseInt(hex.slice(5, 7), 16),
]
const css = (color: Rgb) =>
  `#${color
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
]
const shade = (color: Rgb, factor: number): Rgb => [color[0] * factor, color[1] * factor, color[2] * factor]

type Daytime = 'dawn' | 'day' | 'overcast' | 'golden' | 'sunset' | 'dusk' | 'night'
type Season = 'spring' | 'summer' | 'autumn' | 'winter'
type Scene = 'mountains' | 'hills' | 'sea' | 'lake' | 'city' | 'forest'

/** Sky from the top to the horizon, and how much light the land gets. */
const skies: Record<Daytime, { sky: [string, string, string]; light: number; warmth: number }> = {
  dawn: { sky: ['#1d2b53', '#7a5c8c', '#f4a582'], light: 0.55, warmth: 0.25 },
  day: { sky: ['#2f6fc0', '#5d9ad8', '#cfe6f5'], light: 1, warmth: 0 },
  overcast: { sky: ['#7d8894', '#a3adb7', '#d3d9de'], light: 0.8, warmth: 0 },
  golden: { sky: ['#3d6aa8', '#8fa9c9', '#f6d08a'], light: 0.85, warmth: 0.2 },
  sunset: { sky: ['#1f2350', '#b2456e', '#f98b3c'], light: 0.42, warmth: 0.3 },
  dusk: { sky: ['#0c1230', '#2d2f63', '#8a5a83'], light: 0.28, warmth: 0.1 },
  night: { sky: ['#02040c', '#0a1330', '#1c2a4f'], light: 0.13, warmth: 0 },
}

/** The land from far to near, by season. */
const lands: Record<Season, [string, string, string]> = {
  spring: ['#7fae5a', '#5b9140', '#3f7a2e'],
  summer: ['#9aa845', '#5e7f2c', '#34591f'],
  autumn: ['#c08a3e', '#9a5b2a', '#6b3f22'],
  winter: ['#e6edf3', '#c9d6e2', '#aab9c8'],
}

function pick<T>(random: () => number, weighted: readonly (readonly [T, number])[]): T {
  let left = random() * weighted.reduce((sum, [, weight]) => sum + weight, 0)
  for (const [value, weight] of weighted) {
    left -= weight
    if (left < 0) return value
  }
  return weighted[weighted.length - 1]![0]
}

function seasonOf(date: Date | undefined, random: () => number): Season {
  if (!date)
    return pick(random, [
      ['spring', 1],
      ['summer', 1.4],
      ['autumn', 1],
      ['winter', 0.8],
    ])
  const month = date.getUTCMonth() + 1
  return month <= 2 || month === 12 ? 'winter' : month <= 5 ? 'spring' : month <= 8 ? 'summer' : 'autumn'
}

/** The time of day of the hour it was taken (evenings come later in summer); a date at midnight exactly is no time. */
function daytimeOf(date: Date | undefined, season: Season, random: () => number): Daytime {
  const timed = date && date.getTime() % 86_400_000 !== 0
  if (!timed) {
    return pick(random, [
      ['day', 35],
      ['overcast', 10],
      ['golden', 17],
      ['sunset', 14],
      ['dawn', 6],
      ['dusk', 8],
      ['night', 10],
    ])
  }
  const hour = date.getUTCHours()
  const later = season === 'summer' ? 2 : season === 'winter' ? -2 : 0
  if (hour < 5 - later / 2 || hour >= 21 + later) return 'night'
  if (hour < 7 - later / 2) return 'dawn'
  if (hour < 16 + later) return random() < 0.25 ? 'overcast' : 'day'
  if (hour < 18 + later) return 'golden'
  if (hour < 20 + later) return 'sunset'
  return 'dusk'
}

const int = Math.round

/** A ridge from left to right: jagged (mountains) or smooth (hills), filled down to the bottom. */
function ridge(
  random: () => number,
  width: number,
  height: number,
  base: number,
  rise: number,
  options: { points: number; smooth: boolean },
): string {
  const { points, smooth } = options
  const ys = Array.from({ length: points + 1 }, () => int(base - random() * rise))
  const x = (i: number) => int((width * i) / points)
  if (!smooth) return `M0 ${height}L${ys.map((y, i) => `${x(i)} ${y}`).join(' ')}L${width} ${height}Z`
  let path = `M0 ${height}L0 ${ys[0]}`
  for (let i = 1; i <= points; i++) {
    const mx = int((x(i - 1) + x(i)) / 2)
    path += `Q${x(i - 1) + int((x(i) - x(i - 1)) / 4)} ${ys[i - 1]} ${mx} ${int((ys[i - 1]! + ys[i]!) / 2)}`
    path += `T${x(i)} ${ys[i]}`
  }
  return `${path}L${width} ${height}Z`
}

/** Pines along a line: one path of triangles. */
function pines(random: () => number, width: number, y: number, size: number, count: number): string {
  let path = ''
  for (let i = 0; i < count; i++) {
    const x = int(random() * width)
    const h = int(size * (0.6 + random() * 0.8))
    const w = int(h * 0.28)
    const foot = int(y + random() * size * 0.5)
    path += `M${x} ${foot - h}l${w} ${h}h${-2 * w}z`
  }
  return path
}

/**
 * A photo as an SVG of the given pixel size. `untouched` is the photo as uploaded: the same picture, a little
 * flatter than the one the library shows.
 */
export function photoSvg(
  photo: PhotoImage,
  size: { width: number; height: number },
  options: { untouched?: boolean } = {},
): string {
  const random = seededRandom(photo.imageId)
  const W = 1000
  const H = Math.max(1, int((W * photo.height) / photo.width))
  const taken = photo.dateTaken ? new Date(photo.dateTaken) : undefined
  const season = seasonOf(taken, random)
  const daytime = daytimeOf(taken, season, random)
  const scene = pick<Scene>(random, [
    ['mountains', 20],
    ['hills', 20],
    ['sea', 15],
    ['lake', 12],
    ['city', 15],
    ['forest', 18],
  ])
  const { sky, light, warmth } = skies[daytime]
  const jitter = (color: Rgb): Rgb => shade(color, 0.9 + random() * 0.2)
  const [top, middle, horizonColor] = sky.map((hex) => jitter(rgb(hex))) as [Rgb, Rgb, Rgb]
  const horizon = int(H * (H > W ? 0.56 + random() * 0.14 : 0.5 + random() * 0.16))
  /** Land colour: lit for the time of day, warmed by low sun, hazier with distance (0 near … 1 far). */
  const landColor = (base: Rgb, distance: number) =>
    mix(
      mix(shade(base, light), horizonColor, warmth),
      horizonColor,
      distance * (daytime === 'night' ? 0.3 : 0.55),
    )
  const land = lands[season].map(rgb) as [Rgb, Rgb, Rgb]
  const dark = light < 0.5

  const defs: string[] = [
    `<linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${css(top)}"/><stop offset="${(
      (0.55 * horizon) / H
    ).toFixed(
      2,
    )}" stop-color="${css(middle)}"/><stop offset="${(horizon / H).toFixed(2)}" stop-color="${css(horizonColor)}"/></linearGradient>`,
    '<radialGradient id="v" r="0.75"><stop offset="0.55" stop-opacity="0"/><stop offset="1" stop-opacity="0.38"/></radialGradient>',
  ]
  const body: string[] = [`<rect width="${W}" height="${H}" fill="url(#s)"/>`]

  // The sun (or the moon) and its glow.
  const lightX = int(W * (0.12 + random() * 0.76))
  const sunLow = daytime === 'sunset' || daytime === 'dawn'
  // No sun through an overcast sky; the moon only on some evenings.
  if (daytime !== 'overcast' && (daytime !== 'dusk' || random() < 0.5)) {
    const night = daytime === 'night' || daytime === 'dusk'
    const r = int(
      Math.min(W, H) * (night ? 0.025 + random() * 0.02 : sunLow ? 0.06 + random() * 0.03 : 0.035),
    )
    const y = night
      ? int(horizon * (0.15 + random() * 0.4))
      : sunLow
        ? horizon - int(r * (0.2 + random() * 0.8))
        : daytime === 'golden'
          ? int(horizon * (0.55 + random() * 0.25))
          : int(horizon * (0.15 + random() * 0.3))
    const disc = night ? '#f2efe2' : sunLow ? '#ffc27a' : daytime === 'golden' ? '#ffe7a8' : '#fffbea'
    const glow = night ? '#c9d6ff' : sunLow ? '#ff9a4a' : '#fff4cc'
    defs.push(
      `<radialGradient id="g"><stop offset="0" stop-color="${glow}" stop-opacity="${night ? 0.35 : 0.7}"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>`,
    )
    body.push(`<circle cx="${lightX}" cy="${y}" r="${r * (night ? 5 : 7)}" fill="url(#g)"/>`)
    body.push(`<circle cx="${lightX}" cy="${y}" r="${r}" fill="${disc}"/>`)
    if (night && random() < 0.6) {
      // A crescent: the sky's colour covers most of the disc.
      body.push(
        `<circle cx="${lightX + int(r * 0.45)}" cy="${y - int(r * 0.2)}" r="${r}" fill="${css(mix(top, middle, 0.4))}"/>`,
      )
    }
  }
  if (daytime === 'night' || daytime === 'dusk') {
    let stars = ''
    const count = daytime === 'night' ? 40 : 14
    for (let i = 0; i < count; i++) {
      const size = random() < 0.15 ? 3 : 2
      stars += `M${int(random() * W)} ${int(random() * horizon * 0.85)}h${size}v${size}h-${size}z`
    }
    body.push(`<path d="${stars}" fill="#fff" opacity="0.75"/>`)
  } else {
    // Clouds: a few soft clusters, tinted by the low sun.
    const cloud = css(mix(rgb('#ffffff'), horizonColor, warmth * 2))
    let clouds = ''
    for (let i = 0, n = int(random() * 4); i < n; i++) {
      const cx = int(random() * W)
      const cy = int(horizon * (0.12 + random() * 0.55))
      const w = int(W * (0.08 + random() * 0.12))
      for (let j = 0; j < 3; j++) {
        clouds += `<ellipse cx="${cx + int((j - 1) * w * 0.7)}" cy="${cy - (j === 1 ? int(w * 0.18) : 0)}" rx="${int(w * (j === 1 ? 0.75 : 0.55))}" ry="${int(w * (j === 1 ? 0.3 : 0.22))}"/>`
      }
    }
    if (clouds) body.push(`<g fill="${cloud}" opacity="${(0.55 + random() * 0.3).toFixed(2)}">${clouds}</g>`)
  }

  const water = (from: number) => {
    const deep = mix(shade(rgb('#0b3a5a'), Math.max(0.25, light)), middle, 0.35)
    defs.push(
      `<linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${css(mix(horizonColor, deep, 0.35))}"/><stop offset="1" stop-color="${css(deep)}"/></linearGradient>`,
    )
    body.push(`<rect y="${from}" width="${W}" height="${H - from}" fill="url(#w)"/>`)
    if (daytime === 'overcast') return
    // The light's reflection: a soft column under the sun or the moon, with a few glints.
    const shine =
      daytime === 'day' ? '#ffffff' : daytime === 'night' || daytime === 'dusk' ? '#dfe6ff' : '#ffc27a'
    defs.push(
      `<radialGradient id="r"><stop offset="0" stop-color="${shine}" stop-opacity="0.5"/><stop offset="1" stop-color="${shine}" stop-opacity="0"/></radialGradient>`,
    )
    const depth = H - from
    body.push(
      `<ellipse cx="${lightX}" cy="${from + int(depth * 0.35)}" rx="${int(W * 0.07)}" ry="${int(depth * 0.45)}" fill="url(#r)"/>`,
    )
    let glints = ''
    for (let i = 0; i < 6; i++) {
      const y = from + int(depth * (0.05 + random() * 0.6))
      const w = int(W * (0.01 + random() * 0.04))
      glints += `M${lightX - int(w / 2) + int((random() - 0.5) * W * 0.08)} ${y}h${w}v2h-${w}z`
    }
    body.push(`<path d="${glints}" fill="${shine}" opacity="${dark ? 0.3 : 0.4}"/>`)
  }

  switch (scene) {
    case 'mountains': {
      const rock = rgb(season === 'winter' ? '#dfe6ee' : '#6f7380')
      body.push(
        `<path d="${ridge(random, W, H, horizon - H * 0.08, H * 0.3, { points: 9, smooth: false })}" fill="${css(landColor(rock, 0.8))}"/>`,
        `<path d="${ridge(random, W, H, horizon + H * 0.02, H * 0.22, { points: 7, smooth: false })}" fill="${css(landColor(mix(rock, land[1], 0.5), 0.45))}"/>`,
        `<path d="${ridge(random, W, H, horizon + H * 0.16, H * 0.1, { points: 5, smooth: true })}" fill="${css(landColor(land[2], 0))}"/>`,
      )
      break
    }
    case 'hills': {
      body.push(
        `<path d="${ridge(random, W, H, horizon, H * 0.08, { points: 4, smooth: true })}" fill="${css(landColor(land[0], 0.7))}"/>`,
        `<path d="${ridge(random, W, H, horizon + H * 0.09, H * 0.08, { points: 3, smooth: true })}" fill="${css(landColor(land[1], 0.35))}"/>`,
        `<path d="${ridge(random, W, H, horizon + H * 0.2, H * 0.07, { points: 3, smooth: true })}" fill="${css(landColor(land[2], 0))}"/>`,
      )
      // A lone tree on the near hill.
      const x = int(W * (0.15 + random() * 0.7))
      const y = int(horizon + H * 0.16)
      const size = int(H * (0.05 + random() * 0.06))
      const tree = css(landColor(rgb(season === 'winter' ? '#3a3328' : '#2c4a1e'), 0))
      body.push(
        `<path d="M${x - 3} ${y}h6v${-size}h-6z" fill="${css(shade(rgb('#3a2a1c'), light))}"/>`,
        `<circle cx="${x}" cy="${y - size}" r="${int(size * 0.7)}" fill="${tree}"/>`,
      )
      break
    }
    case 'sea': {
      if (random() < 0.6) {
        // A headland on one side.
        const left = random() < 0.5
        const w = int(W * (0.25 + random() * 0.3))
        const h = int(H * (0.04 + random() * 0.08))
        const x0 = left ? 0 : W - w
        body.push(
          `<path d="M${x0} ${horizon}Q${x0 + int(w / 2)} ${horizon - 2 * h} ${x0 + w} ${horizon}z" fill="${css(landColor(land[1], 0.75))}"/>`,
        )
      }
      water(horizon)
      if (random() < 0.5) {
        // A beach in front.
        const sand = css(landColor(rgb(season === 'winter' ? '#cfcfc8' : '#d9c08e'), 0))
        const y = int(H * (0.86 + random() * 0.06))
        body.push(
          `<path d="M0 ${H}V${y}Q${int(W / 2)} ${y - int(H * 0.08)} ${W} ${y + int(H * 0.03)}V${H}z" fill="${sand}"/>`,
        )
      }
      break
    }
    case 'lake': {
      const hills = `<path id="h" d="${ridge(random, W, H, horizon, H * 0.16, { points: 6, smooth: random() < 0.5 })}" fill="${css(landColor(land[1], 0.5))}"/>`
      body.push(hills)
      water(horizon)
      defs.push(`<clipPath id="k"><rect y="${horizon}" width="${W}" height="${H - horizon}"/></clipPath>`)
      body.push(
        `<g clip-path="url(#k)"><use href="#h" transform="matrix(1 0 0 -1 0 ${2 * horizon})" opacity="0.35"/></g>`,
      )
      body.push(
        `<path d="${ridge(random, W, H, H * 0.94, H * 0.05, { points: 4, smooth: true })}" fill="${css(landColor(land[2], 0))}"/>`,
      )
      break
    }
    case 'city': {
      body.push(
        `<path d="${ridge(random, W, H, horizon, H * 0.1, { points: 4, smooth: true })}" fill="${css(landColor(land[0], 0.8))}"/>`,
      )
      const building = css(mix(shade(rgb('#3b4250'), Math.max(0.2, light)), horizonColor, dark ? 0.1 : 0.3))
      let blocks = ''
      for (let x = int(-random() * 30); x < W; ) {
        const w = int(W * (0.025 + random() * 0.05))
        const h = int(H * (0.05 + random() * (random() < 0.15 ? 0.35 : 0.16)))
        blocks += `M${x} ${horizon + 4}v${-h}h${w}v${h}z`
        x += w + int(random() * 6)
      }
      body.push(`<path id="c" d="${blocks}" fill="${building}"/>`)
      if (dark || daytime === 'sunset') {
        // Lit windows.
        defs.push(
          '<pattern id="l" width="14" height="18" patternUnits="userSpaceOnUse"><rect x="3" y="4" width="6" height="7" fill="#ffd58a"/></pattern>',
        )
        body.push(`<path d="${blocks}" fill="url(#l)" opacity="${dark ? 0.75 : 0.35}"/>`)
      }
      water(horizon + 4)
      body.push(`<use href="#c" transform="matrix(1 0 0 -1 0 ${2 * (horizon + 4)})" opacity="0.3"/>`)
      break
    }
    case 'forest': {
      body.push(
        `<path d="${ridge(random, W, H, horizon, H * 0.12, { points: 5, smooth: true })}" fill="${css(landColor(land[0], 0.7))}"/>`,
        `<path d="${pines(random, W, horizon + H * 0.02, H * 0.07, 28)}" fill="${css(landColor(rgb('#2f5a2a'), 0.55))}"/>`,
        `<path d="${ridge(random, W, H, horizon + H * 0.2, H * 0.05, { points: 4, smooth: true })}" fill="${css(landColor(land[2], 0))}"/>`,
        `<path d="${pines(random, W, horizon + H * 0.18, H * 0.2, 14)}" fill="${css(landColor(rgb('#1f3d1c'), 0))}"/>`,
      )
      break
    }
  }

  if (options.untouched) body.push(`<rect width="${W}" height="${H}" fill="#8a8a8a" opacity="0.16"/>`)
  body.push(`<rect width="${W}" height="${H}" fill="url(#v)"/>`)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice">`,
    `<title>${escapeXml(photo.localFileName)}</title>`,
    `<defs>${defs.join('')}</defs>`,
    ...body,
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
