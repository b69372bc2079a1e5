import type { Brand } from '#app/platform/brand/brand'
import { salesChannel } from '#app/platform/brand/sales-channel'
import { type Locale, locales } from '#app/platform/i18n/locales'
import { href } from '#app/routes'

/**
 * The locales the customer-feedback tool supports
 * (docs/requirements/configuration-and-locales.md#config-feedback-tool): the same 11 the app speaks.
 */
export const feedbackLocales: readonly Locale[] = locales

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? encodeURIComponent(values[name]!) : match,
  )
}

/**
 * The feedback script for a locale: config.thirdParty.feedbackScriptUrl with `{locale}` filled in. None for a
 * locale the tool does not support. The URLs hold no token, only these public values.
 */
export function feedbackScriptUrl(template: string | undefined, locale: string): string | undefined {
  if (!template || !(feedbackLocales as readonly string[]).includes(locale)) return undefined
  return fill(template, { locale })
}

/** The chat widget for a channel (the brand's internal alias, else its id) and locale: `{channel}`, `{locale}`. */
export function chatScriptUrl(
  template: string | undefined,
  brand: Brand,
  locale: string,
): string | undefined {
  if (!template) return undefined
  return fill(template, { channel: salesChannel(brand) ?? brand.id, locale })
}

/**
 * Photo pages (/my-photos/*) never show the chat widget
 * (docs/requirements/configuration-and-locales.md#config-chat-widget).
 */
export function isPhotoPage(pathname: string): boolean {
  const root = href('photoManagement')
  return pathname === root || pathname.startsWith(`${root}/`)
}
