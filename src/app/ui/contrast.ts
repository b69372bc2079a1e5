/**
 * Colour contrast as WCAG 2.2 defines it, and the few CSS colour operations the styles use on brand colours
 * (`color-mix(in srgb, …)` and painting a translucent colour over a background), so a check can compute the colours
 * a browser paints without a browser. Pure: no DOM, no CSS parsing.
 */

/** A colour as sRGB channels 0–255 (gamma-encoded, as in CSS) and alpha 0–1. */
export type Rgba = { readonly r: number; readonly g: number; readonly b: number; readonly alpha: number }

export const WHITE: Rgba = { r: 255, g: 255, b: 255, alpha: 1 }
export const TRANSPARENT: Rgba = { r: 0, g: 0, b: 0, alpha: 0 }

/** `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` or `transparent`. */
export function parseColour(css: string): Rgba {
  const text = css.trim().toLowerCase()
  if (text === 'transparent') return TRANSPARENT
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text)?.[1]
  if (!hex) throw new Error(`Not a colour this module reads: ${css}`)
  const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex
  const channel = (index: number) => Number.parseInt(full.slice(index * 2, index * 2 + 2), 16)
  return { r: channel(0), g: channel(1), b: channel(2), alpha: full.length === 8 ? channel(3) / 255 : 1 }
}

export function toHex(colour: Rgba): string {
  const two = (value: number) => Math.round(value).toString(16).padStart(2, '0')
  const alpha = colour.alpha < 1 ? two(colour.alpha * 255) : ''
  return `#${two(colour.r)}${two(colour.g)}${two(colour.b)}${alpha}`
}

type ColourInput = Rgba | string
const colourOf = (input: ColourInput): Rgba => (typeof input === 'string' ? parseColour(input) : input)

/**
 * `color-mix(in srgb, first firstPercent%, second)`: the CSS Color 5 mix in gamma-encoded sRGB with premultiplied
 * alpha, the second colour taking the rest (100 − firstPercent). So a mix with `transparent` keeps the first colour
 * and only lowers its alpha, as browsers paint it.
 */
export function mixSrgb(first: ColourInput, firstPercent: number, second: ColourInput): Rgba {
  if (firstPercent < 0 || firstPercent > 100) throw new Error(`A percentage from 0 to 100: ${firstPercent}`)
  const a = colourOf(first)
  const b = colourOf(second)
  const p = firstPercent / 100
  const alpha = a.alpha * p + b.alpha * (1 - p)
  if (alpha === 0) return TRANSPARENT
  const channel = (key: 'r' | 'g' | 'b') => (a[key] * a.alpha * p + b[key] * b.alpha * (1 - p)) / alpha
  return { r: channel('r'), g: channel('g'), b: channel('b'), alpha }
}

/** A (possibly translucent) colour painted over an opaque background: source-over compositing in sRGB. */
export function paintOver(foreground: ColourInput, background: ColourInput): Rgba {
  const top = colourOf(foreground)
  const bottom = colourOf(background)
  if (bottom.alpha < 1) throw new Error('Paint over an opaque background')
  const channel = (key: 'r' | 'g' | 'b') => top[key] * top.alpha + bottom[key] * (1 - top.alpha)
  return { r: channel('r'), g: channel('g'), b: channel('b'), alpha: 1 }
}

/** WCAG 2.x relative luminance of an opaque colour, 0 (black) to 1 (white). */
export function relativeLuminance(input: ColourInput): number {
  const colour = colourOf(input)
  if (colour.alpha < 1)
    throw new Error(`Paint a translucent colour over its background first: ${toHex(colour)}`)
  const linear = (value: number) => {
    const s = value / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(colour.r) + 0.7152 * linear(colour.g) + 0.0722 * linear(colour.b)
}

/** WCAG 2.x contrast ratio of two opaque colours, 1 to 21, in either order. */
export function contrastRatio(first: ColourInput, second: ColourInput): number {
  const a = relativeLuminance(first)
  const b = relativeLuminance(second)
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
}

/** WCAG AA minimums: 4.5:1 for text, 3:1 for large text (24 px, or 18.66 px bold) and for parts of controls. */
export const AA_TEXT = 4.5
export const AA_LARGE_TEXT_OR_UI = 3

/**
 * A colour as the styles write it: a hex colour, `transparent`, `var(--name)` (looked up in `properties`) or
 * `color-mix(in srgb, A N%, B)` of those. Enough for the expressions the styles apply to brand colours.
 */
export function resolveCssColour(expression: string, properties: Readonly<Record<string, string>>): Rgba {
  const text = expression.trim().replace(/\s+/g, ' ')
  const name = /^var\((--[\w-]+)\)$/.exec(text)?.[1]
  if (name) {
    const value = properties[name]
    if (value === undefined) throw new Error(`No value for ${name}`)
    return resolveCssColour(value, properties)
  }
  const [, first, percent, second] = /^color-mix\(in srgb, (.+?) (\d+(?:\.\d+)?)%, (.+)\)$/.exec(text) ?? []
  if (first && percent && second)
    return mixSrgb(resolveCssColour(first, properties), Number(percent), resolveCssColour(second, properties))
  return parseColour(text)
}
