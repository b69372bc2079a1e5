import type { Brand } from '../platform/brand/brand'

/** The brand's colours as CSS custom properties on the document, read by every component's styles. */
export function applyBrandTheme(brand: Brand, root: HTMLElement = document.documentElement): void {
  root.style.setProperty('--brand-primary', brand.theme.primary)
  root.style.setProperty('--brand-on-primary', brand.theme.onPrimary)
  root.style.setProperty('--brand-accent', brand.theme.accent)
  root.style.setProperty('--brand-surface', brand.theme.surface)
  root.dataset.brand = brand.id
}
