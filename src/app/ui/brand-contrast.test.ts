import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { brands } from '#app/platform/brand/brand'
import {
  AA_LARGE_TEXT_OR_UI,
  AA_TEXT,
  contrastRatio,
  mixSrgb,
  paintOver,
  type Rgba,
  resolveCssColour,
  toHex,
} from './contrast'

/*
 * Every brand's colours as the styles use them: each pair is a foreground and the background it is painted on, in CSS
 * (the same `var(--brand-…)` and `color-mix(…)` expressions the style sheets hold, resolved with the brand's theme and
 * the fixed colours of styles.css), so a new brand, a changed theme or a changed mix is measured as a browser paints
 * it. A colour-mix on a brand colour that is in the style sheets but not here fails the last test: decide whether it
 * is text, a part of a control, or decoration, and add it.
 */

const appDir = resolve(import.meta.dirname, '..')
const styleSheets = readdirSync(appDir, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.css'))
  .map((path) => ({
    path: relative(resolve(appDir, '../..'), join(appDir, path)),
    text: readFileSync(join(appDir, path), 'utf8'),
  }))

/** The fixed colours of styles.css's :root (--text, --text-muted, --border, --danger, …). */
const fixedColours = (() => {
  const root = readFileSync(join(appDir, 'ui/styles.css'), 'utf8').match(/:root\s*\{([^}]*)\}/)?.[1] ?? ''
  return Object.fromEntries(
    [...root.matchAll(/(--[\w-]+):\s*(#[0-9a-f]{3,8})\s*;/gi)]
      .filter(([, name]) => !name?.startsWith('--brand-'))
      .map(([, name, value]) => [name, value]),
  )
})()

type Kind = 'text' | 'ui'
interface Pair {
  name: string
  kind: Kind
  /** CSS colours; a translucent foreground is painted over the background first. */
  foreground: string
  background: string
  /** What a translucent background is painted over; white unless said. */
  backdrop?: string
  /** Where the styles paint it (selectors), for whoever reads a failure. */
  usedBy: string
}

const pairs: Pair[] = [
  {
    name: 'primary text on white',
    kind: 'text',
    foreground: 'var(--brand-primary)',
    background: '#ffffff',
    usedBy:
      '.button--secondary (outlined buttons), .tab-links__tab[aria-current] (active tab), back links, links',
  },
  {
    name: 'primary text on the surface',
    kind: 'text',
    foreground: 'var(--brand-primary)',
    background: 'var(--brand-surface)',
    usedBy:
      '.side-menu__link[aria-current] (active menu item), .storage-status--safe (storage chip), wordmark',
  },
  {
    name: 'primary text on the tab badge',
    kind: 'text',
    foreground: 'var(--brand-primary)',
    background: 'color-mix(in srgb, var(--brand-primary) 8%, #ffffff)',
    usedBy: '.tab-links__badge (the count beside a tab)',
  },
  {
    name: 'onPrimary text on primary',
    kind: 'text',
    foreground: 'var(--brand-on-primary)',
    background: 'var(--brand-primary)',
    usedBy: '.button--primary, .skip-link, .pagination__page[aria-current], .email-preview__button',
  },
  {
    name: 'text on the surface',
    kind: 'text',
    foreground: 'var(--text)',
    background: 'var(--brand-surface)',
    usedBy: 'header, footer, banners and notices, .form-saved, hovered menu items',
  },
  {
    name: 'muted text on the surface',
    kind: 'text',
    foreground: 'var(--text-muted)',
    background: 'var(--brand-surface)',
    usedBy: '.shell__footer-list a, .empty-state--framed text, .choice-cards__text of the chosen card',
  },
  {
    name: 'text on an informational notice',
    kind: 'text',
    foreground: 'var(--text)',
    background: 'var(--info-surface)',
    usedBy: '.shared-album-banner__title',
  },
  {
    name: 'muted text on an informational notice',
    kind: 'text',
    foreground: 'var(--text-muted)',
    background: 'var(--info-surface)',
    usedBy: '.shared-album-banner__body',
  },
  {
    name: 'the informational icon and edge on its notice',
    kind: 'ui',
    foreground: 'var(--info)',
    background: 'var(--info-surface)',
    usedBy: '.shared-album-banner__icon, .shared-album-banner border-left',
  },
  {
    name: 'the success mark on a toast',
    kind: 'ui',
    foreground: 'var(--success-on-dark)',
    background: 'var(--text)',
    usedBy: '.toast--success border-left',
  },
  {
    name: 'focus ring on white',
    kind: 'ui',
    foreground: 'var(--brand-primary)',
    background: '#ffffff',
    usedBy:
      ':focus-visible (--focus, beyond a white gap), .album-tile__link:focus-visible, .album-tile__new:focus-visible',
  },
  {
    name: 'focus ring on the surface',
    kind: 'ui',
    foreground: 'var(--brand-primary)',
    background: 'var(--brand-surface)',
    usedBy: ':focus-visible (--focus) in the header and on surface panels',
  },
  {
    name: 'primary borders, outlines and icons on white',
    kind: 'ui',
    foreground: 'var(--brand-primary)',
    background: '#ffffff',
    usedBy: '.button border, active tab underline, checked checkboxes (accent-color), spinners',
  },
  {
    name: 'white tick on primary',
    kind: 'ui',
    foreground: '#ffffff',
    background: 'var(--brand-primary)',
    usedBy: '.photo-cell--selectable[aria-checked] .photo-cell__check',
  },
  {
    name: 'upload progress bar on its track',
    kind: 'ui',
    foreground: 'var(--brand-primary)',
    background: '#e4e7eb',
    usedBy: '.import-upload__item .import-progress__bar',
  },
  {
    name: 'spinner arc on its tinted track',
    kind: 'ui',
    foreground: 'var(--brand-primary)',
    background: 'color-mix(in srgb, var(--brand-primary) 20%, #fff)',
    usedBy: '.editor-transfer__spinner',
  },
  {
    name: 'spinner arc on its translucent track on the surface',
    kind: 'ui',
    foreground: 'var(--brand-primary)',
    background: 'color-mix(in srgb, var(--brand-primary) 25%, transparent)',
    backdrop: 'var(--brand-surface)',
    usedBy: '.import-activation__spinner (on .import-activation, the surface)',
  },
  {
    name: 'new-album icon on its hover tint',
    kind: 'ui',
    foreground: 'var(--brand-primary)',
    background: 'color-mix(in srgb, var(--brand-primary) 10%, #ffffff)',
    usedBy: '.album-tile__new:hover .album-tile__cover--new',
  },
]

/**
 * Mixes on brand colours that are decoration: the element they border is named by its text or is not a control, so
 * WCAG 1.4.11 asks no contrast of them.
 */
const decorativeMixes: Record<string, string> = {
  'color-mix(in srgb, var(--brand-primary) 35%, var(--border))': 'the export banner border',
  'color-mix(in srgb, var(--brand-primary) 55%, #ffffff)': 'the dashed frame of the new-album placeholders',
}

function coloursOf(pair: Pair, properties: Record<string, string>): { foreground: Rgba; background: Rgba } {
  const backdrop = resolveCssColour(pair.backdrop ?? '#ffffff', properties)
  const background = paintOver(resolveCssColour(pair.background, properties), backdrop)
  return { foreground: paintOver(resolveCssColour(pair.foreground, properties), background), background }
}

function propertiesOf(theme: (typeof brands)[number]['theme']): Record<string, string> {
  return {
    ...fixedColours,
    '--brand-primary': theme.primary,
    '--brand-on-primary': theme.onPrimary,
    '--brand-accent': theme.accent,
    '--brand-surface': theme.surface,
  }
}

describe('brand colour contrast (WCAG AA, computed as the styles use the colours)', () => {
  it('reads the fixed colours of styles.css', () => {
    expect(fixedColours['--text']).toMatch(/^#/)
    expect(fixedColours['--text-muted']).toMatch(/^#/)
    expect(fixedColours['--border']).toMatch(/^#/)
  })

  it.each(brands.map((brand) => [brand.id, brand] as const))(
    '%s: every pair reaches its minimum',
    (_, brand) => {
      const properties = propertiesOf(brand.theme)
      const failures = pairs.flatMap((pair) => {
        const { foreground, background } = coloursOf(pair, properties)
        const ratio = contrastRatio(foreground, background)
        const minimum = pair.kind === 'text' ? AA_TEXT : AA_LARGE_TEXT_OR_UI
        return ratio < minimum
          ? [
              `${brand.id} (${brand.name}): ${pair.name} ${toHex(foreground)} on ${toHex(background)} is ` +
                `${ratio.toFixed(2)}:1, below ${minimum}:1 — ${pair.usedBy}`,
            ]
          : []
      })
      expect(failures).toEqual([])
    },
  )

  it("the styles' fallback brand colours (:root, before a brand is applied) are the default brand's", () => {
    const root = readFileSync(join(appDir, 'ui/styles.css'), 'utf8').match(/:root\s*\{([^}]*)\}/)?.[1] ?? ''
    const fallback = Object.fromEntries(
      [...root.matchAll(/(--brand-[\w-]+):\s*(#[0-9a-f]{3,8})\s*;/gi)].map((m) => [m[1], m[2]]),
    )
    const printbloom = brands.find((brand) => brand.id === 'printbloom-gb')!
    expect(fallback).toEqual({
      '--brand-primary': printbloom.theme.primary,
      '--brand-on-primary': printbloom.theme.onPrimary,
      '--brand-accent': printbloom.theme.accent,
      '--brand-surface': printbloom.theme.surface,
    })
  })

  it('every color-mix on a brand colour in the style sheets is measured here or named as decoration', () => {
    const normalise = (css: string) => css.replace(/\s+/g, ' ').trim()
    const inStyles = new Set(
      styleSheets.flatMap(({ text }) =>
        [...text.matchAll(/color-mix\((?:[^()]|\([^()]*\))*\)/g)]
          .map((m) => normalise(m[0]))
          .filter((mix) => mix.includes('--brand-')),
      ),
    )
    const known = new Set([
      ...pairs
        .flatMap((pair) => [pair.foreground, pair.background])
        .filter((css) => css.startsWith('color-mix')),
      ...Object.keys(decorativeMixes),
    ])
    expect([...inStyles].filter((mix) => !known.has(mix)).sort()).toEqual([])
    // And nothing measured here that the styles no longer paint.
    expect([...known].filter((mix) => !inStyles.has(mix)).sort()).toEqual([])
  })
})

describe('contrast module', () => {
  it('computes the WCAG ratios of known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1)
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
    expect(contrastRatio('#d1495b', '#ffffff')).toBeCloseTo(4.36, 2)
  })

  it('mixes in srgb as color-mix does, a mix with transparent only lowering the alpha', () => {
    expect(toHex(mixSrgb('#000000', 50, '#ffffff'))).toBe('#808080')
    expect(mixSrgb('#d1495b', 45, 'transparent')).toEqual({ r: 0xd1, g: 0x49, b: 0x5b, alpha: 0.45 })
    expect(toHex(paintOver(mixSrgb('#000000', 40, 'transparent'), '#ffffff'))).toBe('#999999')
  })
})
