import type { Locale as DateFnsLocale } from 'date-fns'
import type { Locale } from './locales'

/** date-fns locales load on demand so only the active one is downloaded. */
const loaders: Record<Locale, () => Promise<DateFnsLocale>> = {
  'en-GB': () => import('date-fns/locale/en-GB').then((m) => m.enGB),
  'nl-NL': () => import('date-fns/locale/nl').then((m) => m.nl),
  'es-ES': () => import('date-fns/locale/es').then((m) => m.es),
  'fr-FR': () => import('date-fns/locale/fr').then((m) => m.fr),
  'nl-BE': () => import('date-fns/locale/nl-BE').then((m) => m.nlBE),
  'de-AT': () => import('date-fns/locale/de-AT').then((m) => m.deAT),
  'it-IT': () => import('date-fns/locale/it').then((m) => m.it),
  'da-DK': () => import('date-fns/locale/da').then((m) => m.da),
  'pt-PT': () => import('date-fns/locale/pt').then((m) => m.pt),
  'nb-NO': () => import('date-fns/locale/nb').then((m) => m.nb),
  'sv-SE': () => import('date-fns/locale/sv').then((m) => m.sv),
}

export function loadDateLocale(locale: Locale): Promise<DateFnsLocale> {
  return loaders[locale]()
}
