import type { Brand, BrandColours } from '#app/platform/brand/brand'
import { brandMarkUrl } from './brand-mark'

const colourNames: Record<keyof BrandColours, string> = {
  primary: 'primary',
  onPrimary: 'on-primary',
  accent: 'accent',
  surface: 'surface',
}

/**
 * The brand on the document: its colours for both schemes as CSS custom properties (`--brand-light-primary`,
 * `--brand-dark-primary`, …; styles.css makes `--brand-primary` and the rest of the scheme in use), its mark as the
 * favicon and its name as the title until a page names itself.
 */
export function applyBrandTheme(brand: Brand, root: HTMLElement = document.documentElement): void {
  for (const [key, name] of Object.entries(colourNames) as [keyof BrandColours, string][]) {
    root.style.setProperty(`--brand-light-${name}`, brand.theme[key])
    root.style.setProperty(`--brand-dark-${name}`, brand.theme.dark[key])
  }
  root.dataset.brand = brand.id
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]')
  if (icon) {
    icon.type = 'image/svg+xml'
    icon.href = brandMarkUrl(brand.theme)
  }
  document.title = brand.name
}
