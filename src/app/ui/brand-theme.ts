import type { Brand } from '#app/platform/brand/brand'
import { brandMarkUrl } from './brand-mark'

/**
 * The brand on the document: its colours as CSS custom properties (read by every component's styles), its mark as
 * the favicon and its name as the title until a page names itself.
 */
export function applyBrandTheme(brand: Brand, root: HTMLElement = document.documentElement): void {
  root.style.setProperty('--brand-primary', brand.theme.primary)
  root.style.setProperty('--brand-on-primary', brand.theme.onPrimary)
  root.style.setProperty('--brand-accent', brand.theme.accent)
  root.style.setProperty('--brand-surface', brand.theme.surface)
  root.dataset.brand = brand.id
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]')
  if (icon) {
    icon.type = 'image/svg+xml'
    icon.href = brandMarkUrl(brand.theme)
  }
  document.title = brand.name
}
