import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { type BrandTheme, brands } from '#app/platform/brand/brand'
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
 * Every brand's colours as the styles use them, in both colour schemes: each pair is a foreground and the background
 * it is painted on, in CSS (the same `var(--…)` and `color-mix(…)` expressions the style sheets hold, resolved with
 * the brand's theme and the fixed colours of styles.css, light or dark), so a new brand, a changed theme or a changed
 * mix is measured as a browser paints it. A colour-mix on a brand colour that is in the style sheets but not here
 * fails a test below: decide whether it is text, a part of a control, or decoration, and add it.
 */

const appDir = resolve(import.meta.dirname, '..')
const styleSheets = readdirSync(appDir, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.css'))
  .map((path) => ({
    path: relative(resolve(appDir, '../..'), join(appDir, path)),
    text: readFileSync(join(appDir, path), 'utf8').replace(/\/\*[\s\S]*?\*\//g, ''),
  }))
const baseStyles = styleSheets.find((sheet) => sheet.path === 'src/app/ui/styles.css')!.text

/** The rule blocks of styles.css that define the colours: the light one (:root) and the dark one, twice. */
const schemeBlocks = {
  light: /(?:^|\n):root \{([^}]*)\}/.exec(baseStyles),
  dark: /@media \(prefers-color-scheme: dark\) \{\s*:root:not\(\[data-color-scheme="light"\]\) \{([^}]*)\}\s*\}/.exec(
    baseStyles,
  ),
  forcedDark: /:root\[data-color-scheme="dark"\] \{([^}]*)\}/.exec(baseStyles),
}

function declarations(block: RegExpExecArray | null): Record<string, string> {
  return Object.fromEntries(
    [...(block?.[1] ?? '').matchAll(/([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [
      name!,
      value!.trim(),
    ]),
  )
}

/** styles.css's custom properties in each scheme: the dark one is the light one with the dark block over it. */
const lightProperties = declarations(schemeBlocks.light)
const darkBlock = declarations(schemeBlocks.dark)
const schemeProperties = { light: lightProperties, dark: { ...lightProperties, ...darkBlock } }
type Scheme = keyof typeof schemeProperties
const schemes = Object.keys(schemeProperties) as Scheme[]

type Kind = 'text' | 'ui'
interface Pair {
  name: string
  kind: Kind
  /** CSS colours; a translucent foreground is painted over the background first. */
  foreground: string
  background: string
  /** What a translucent background is painted over; the page unless said. */
  backdrop?: string
  /** Where the styles paint it (selectors), for whoever reads a failure. */
  usedBy: string
}

const pairs: Pair[] = [
  {
    name: 'primary text on the page',
    kind: 'text',
    foreground: 'var(--brand-primary)',
    background: 'var(--background)',
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
    name: 'primary text on a raised part',
    kind: 'text',
    foreground: 'var(--brand-primary)',
    background: 'var(--raised)',
    usedBy:
      '.modal (dialogs: .album-choice--new, links, outlined buttons), .shell__menu--open, .selection-toolbar',
  },
  {
    name: 'primary text on the tab badge',
    kind: 'text',
    foreground: 'var(--brand-primary)',
    background: 'color-mix(in srgb, var(--brand-primary) 8%, var(--background))',
    usedBy: '.tab-links__badge (the count beside a tab)',
  },
  {
    name: 'onPrimary text on primary',
    kind: 'text',
    foreground: 'var(--brand-on-primary)',
    background: 'var(--brand-primary)',
    usedBy:
      '.button--primary, .skip-link, .pagination__page[aria-current], .email-preview__button, the mark (hills on the frame)',
  },
  {
    name: 'text on the page',
    kind: 'text',
    foreground: 'var(--text)',
    background: 'var(--background)',
    usedBy: 'the page, cards (.record-item, .settings__card, .order-details__section)',
  },
  {
    name: 'muted text on the page',
    kind: 'text',
    foreground: 'var(--text-muted)',
    background: 'var(--background)',
    usedBy: '.record-item__details, .field__hint, inactive tabs, .field__input border',
  },
  {
    name: 'text on a raised part',
    kind: 'text',
    foreground: 'var(--text)',
    background: 'var(--raised)',
    usedBy: '.modal, .shell__menu--open, .selection-toolbar, .editor-transfer',
  },
  {
    name: 'muted text on a raised part',
    kind: 'text',
    foreground: 'var(--text-muted)',
    background: 'var(--raised)',
    usedBy: '.album-choice__count, dialog hints',
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
    name: 'text on a subtle panel',
    kind: 'text',
    foreground: 'var(--text)',
    background: 'var(--subtle)',
    usedBy: '.shared-album-people__email',
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
    name: 'danger text on the page',
    kind: 'text',
    foreground: 'var(--danger)',
    background: 'var(--background)',
    usedBy:
      '.field__error, .error-summary__list a, .progress-tracker__cancelled, .storage-button--danger-outline',
  },
  {
    name: 'danger text on its surface',
    kind: 'text',
    foreground: 'var(--danger)',
    background: 'var(--danger-surface)',
    usedBy:
      '.error-state, .record-item__error, .status-banner--error, .storage-alert, .order-status__badge--danger',
  },
  {
    name: 'text on the danger colour',
    kind: 'text',
    foreground: 'var(--on-danger)',
    background: 'var(--danger)',
    usedBy: '.button--danger, .storage-button--danger, .toast--error',
  },
  {
    name: 'warning text on the page',
    kind: 'text',
    foreground: 'var(--warning)',
    background: 'var(--background)',
    usedBy: '.order-status__note',
  },
  {
    name: 'warning text on its surface',
    kind: 'text',
    foreground: 'var(--warning-on-surface)',
    background: 'var(--warning-surface)',
    usedBy: '.storage-status--warning',
  },
  {
    name: 'progress text on its surface',
    kind: 'text',
    foreground: 'var(--progress-on-surface)',
    background: 'var(--progress-surface)',
    usedBy: '.order-status__badge--info',
  },
  {
    name: 'the steps an order has made',
    kind: 'ui',
    foreground: 'var(--progress)',
    background: 'var(--background)',
    usedBy: '.progress-tracker__step--done, .progress-tracker__step--current (border-top)',
  },
  {
    name: 'text on a toast or tooltip',
    kind: 'text',
    foreground: 'var(--on-inverse)',
    background: 'var(--inverse)',
    usedBy: '.toast, .unavailable-action__tooltip',
  },
  {
    name: 'the success mark on a toast',
    kind: 'ui',
    foreground: 'var(--inverse-success)',
    background: 'var(--inverse)',
    usedBy: '.toast--success border-left',
  },
  {
    name: 'focus ring beyond its gap',
    kind: 'ui',
    foreground: 'var(--brand-primary)',
    background: 'var(--focus-gap)',
    usedBy:
      ':focus-visible (--focus, beyond a gap of the page colour), .album-tile__link:focus-visible, .album-tile__new:focus-visible',
  },
  {
    name: 'focus ring on the surface',
    kind: 'ui',
    foreground: 'var(--brand-primary)',
    background: 'var(--brand-surface)',
    usedBy: ':focus-visible (--focus) in the header and on surface panels',
  },
  {
    name: 'primary borders, outlines and icons on the page',
    kind: 'ui',
    foreground: 'var(--brand-primary)',
    background: 'var(--background)',
    usedBy: '.button border, active tab underline, checked checkboxes (accent-color), spinners',
  },
  {
    name: 'the tick on primary',
    kind: 'ui',
    foreground: 'var(--brand-on-primary)',
    background: 'var(--brand-primary)',
    usedBy: '.photo-cell--selectable[aria-checked] .photo-cell__check::after',
  },
  {
    name: 'upload progress bar on its track',
    kind: 'ui',
    foreground: 'var(--brand-primary)',
    background: 'var(--track)',
    usedBy: '.import-upload__item .import-progress__bar',
  },
  {
    name: 'spinner arc on its tinted track',
    kind: 'ui',
    foreground: 'var(--brand-primary)',
    background: 'color-mix(in srgb, var(--brand-primary) 20%, var(--raised))',
    usedBy: '.editor-transfer__spinner (in its dialog)',
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
    background: 'color-mix(in srgb, var(--brand-primary) 10%, var(--background))',
    usedBy: '.album-tile__new:hover .album-tile__cover--new',
  },
]

/**
 * Mixes on brand colours that are decoration: the element they border is named by its text or is not a control, so
 * WCAG 1.4.11 asks no contrast of them.
 */
const decorativeMixes: Record<string, string> = {
  'color-mix(in srgb, var(--brand-primary) 35%, var(--border))': 'the export banner border',
  'color-mix(in srgb, var(--brand-primary) 55%, var(--background))':
    'the dashed frame of the new-album placeholders',
}

/**
 * Colours of styles.css's :root that the dark scheme keeps: what is drawn over a photo, and the full-screen preview,
 * which is dark in both schemes. Every other colour there has a dark value.
 */
const sameInBothSchemes = [
  '--on-photo',
  '--photo-scrim',
  '--photo-scrim-hover',
  '--photo-check-scrim',
  '--photo-button',
  '--preview-background',
  '--preview-text',
  '--preview-muted',
  '--preview-focus',
  '--preview-hover',
  '--preview-control',
  '--preview-control-border',
  '--preview-control-hover',
  '--preview-divider',
]

function coloursOf(pair: Pair, properties: Record<string, string>): { foreground: Rgba; background: Rgba } {
  const backdrop = resolveCssColour(pair.backdrop ?? 'var(--background)', properties)
  const background = paintOver(resolveCssColour(pair.background, properties), backdrop)
  return { foreground: paintOver(resolveCssColour(pair.foreground, properties), background), background }
}

const colourNames = {
  primary: 'primary',
  onPrimary: 'on-primary',
  accent: 'accent',
  surface: 'surface',
} as const

/** The custom properties brand-theme.ts sets for a brand: its colours for both schemes. */
function brandProperties(theme: BrandTheme): Record<string, string> {
  return Object.fromEntries(
    (Object.entries(colourNames) as [keyof typeof colourNames, string][]).flatMap(([key, name]) => [
      [`--brand-light-${name}`, theme[key]],
      [`--brand-dark-${name}`, theme.dark[key]],
    ]),
  )
}

/** styles.css's properties in a scheme, with a brand's theme. */
function propertiesOf(theme: BrandTheme, scheme: Scheme): Record<string, string> {
  return { ...schemeProperties[scheme], ...brandProperties(theme) }
}

const isColour = (value: string) => /^(#[0-9a-f]{3,8}|rgba?\(\s*[\d.])/i.test(value)

describe('brand colour contrast (WCAG AA, computed as the styles use the colours, in both schemes)', () => {
  it('reads the fixed colours of styles.css in both schemes', () => {
    for (const scheme of schemes) {
      expect(schemeProperties[scheme]['--text'], scheme).toMatch(/^#/)
      expect(schemeProperties[scheme]['--text-muted'], scheme).toMatch(/^#/)
      expect(schemeProperties[scheme]['--background'], scheme).toMatch(/^#/)
    }
    expect(darkBlock['--text']).not.toBe(lightProperties['--text'])
  })

  it.each(brands.map((brand) => [brand.id, brand] as const))(
    '%s: every pair reaches its minimum in the light and the dark scheme',
    (_, brand) => {
      const failures = schemes.flatMap((scheme) => {
        const properties = propertiesOf(brand.theme, scheme)
        return pairs.flatMap((pair) => {
          const { foreground, background } = coloursOf(pair, properties)
          const ratio = contrastRatio(foreground, background)
          const minimum = pair.kind === 'text' ? AA_TEXT : AA_LARGE_TEXT_OR_UI
          return ratio < minimum
            ? [
                `${brand.id} (${brand.name}), ${scheme} scheme: ${pair.name} ${toHex(foreground)} on ` +
                  `${toHex(background)} is ${ratio.toFixed(2)}:1, below ${minimum}:1 — ${pair.usedBy}`,
              ]
            : []
        })
      })
      expect(failures).toEqual([])
    },
  )

  it("the styles' fallback brand colours (:root, before a brand is applied) are the default brand's", () => {
    const fallback = Object.fromEntries(
      Object.entries(lightProperties).filter(([name]) => /^--brand-(light|dark)-/.test(name)),
    )
    const printbloom = brands.find((brand) => brand.id === 'printbloom-gb')!
    expect(fallback).toEqual(brandProperties(printbloom.theme))
  })

  it('the dark scheme is the same list whether the system asks for it or the harness forces it', () => {
    expect(Object.keys(darkBlock).length).toBeGreaterThan(0)
    expect(declarations(schemeBlocks.forcedDark)).toEqual(darkBlock)
    expect(darkBlock['color-scheme']).toBe('dark')
  })

  it('every colour of the light scheme has a dark one, or is one the dark scheme keeps', () => {
    const lightColours = Object.entries(lightProperties)
      .filter(([name, value]) => isColour(value) && !/^--brand-(light|dark)-/.test(name))
      .map(([name]) => name)
    expect(lightColours.filter((name) => !(name in darkBlock) && !sameInBothSchemes.includes(name))).toEqual(
      [],
    )
    expect(sameInBothSchemes.filter((name) => !lightColours.includes(name) || name in darkBlock)).toEqual([])
  })

  it("every colour the style sheets paint is one of styles.css's custom properties (no fixed colour escapes the dark scheme)", () => {
    const outsideTheSchemeBlocks = (sheet: (typeof styleSheets)[number]) =>
      sheet.path === 'src/app/ui/styles.css'
        ? Object.values(schemeBlocks).reduce((text, block) => text.replace(block?.[0] ?? '', ''), sheet.text)
        : sheet.text
    const literal =
      /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(\s*[\d.]|\b(?:white|black|red|green|blue|gr[ae]y|silver|yellow|orange|purple|pink)\b/i
    const found = styleSheets
      // Printing is black on white whatever the scheme.
      .filter((sheet) => sheet.path !== 'src/app/ui/print.css')
      .flatMap((sheet) =>
        [...outsideTheSchemeBlocks(sheet).matchAll(/([\w-]+)\s*:\s*([^;{}]+)(?:;|(?=\}))/g)]
          .map(([, property, value]) => [property!, value!.replace(/url\((?:[^()]|\([^()]*\))*\)/g, 'url()')])
          .filter(([, value]) => literal.test(value!))
          .map(([property, value]) => `${sheet.path}: ${property}: ${value!.trim()}`),
      )
    expect(found).toEqual([])
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
