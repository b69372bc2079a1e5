import type { components } from '../generated/public-config'

export type PublicConfig = components['schemas']['PublicConfig']
export type MenuItem = components['schemas']['MenuItem']

/** What the storefront configuration needs of a brand (the app's Brand has it). */
export interface StorefrontBrand {
  id: string
  locale: PublicConfig['locale']
  host: string
  cookieDomain: string
  internalAlias?: string
}

/** The storefront path of each named route, per language. */
const routeSlugs: Record<string, Record<string, string>> = {
  'contact-us': {
    en: '/contact',
    nl: '/klantenservice',
    de: '/kontakt',
    fr: '/contact',
    it: '/contatti',
    es: '/contacto',
    pt: '/contacto',
    da: '/kontakt',
    nb: '/kontakt',
    sv: '/kontakt',
  },
  faq: {
    en: '/help',
    nl: '/veelgestelde-vragen',
    de: '/hilfe',
    fr: '/aide',
    it: '/aiuto',
    es: '/ayuda',
    pt: '/ajuda',
    da: '/hjaelp',
    nb: '/hjelp',
    sv: '/hjalp',
  },
  products: {
    en: '/products',
    nl: '/producten',
    de: '/produkte',
    fr: '/produits',
    it: '/prodotti',
    es: '/productos',
    pt: '/produtos',
    da: '/produkter',
    nb: '/produkter',
    sv: '/produkter',
  },
  'photo-books': {
    en: '/photo-books',
    nl: '/fotoboeken',
    de: '/fotobuecher',
    fr: '/livres-photo',
    it: '/fotolibri',
    es: '/fotolibros',
    pt: '/livros-de-fotos',
    da: '/fotoboeger',
    nb: '/fotoboker',
    sv: '/fotobocker',
  },
  'create-account': {
    en: '/account/create',
    nl: '/account/aanmaken',
    de: '/konto/erstellen',
    fr: '/compte/creer',
    it: '/account/crea',
    es: '/cuenta/crear',
    pt: '/conta/criar',
    da: '/konto/opret',
    nb: '/konto/opprett',
    sv: '/konto/skapa',
  },
  privacy: {
    en: '/privacy',
    nl: '/privacy',
    de: '/datenschutz',
    fr: '/confidentialite',
    it: '/privacy',
    es: '/privacidad',
    pt: '/privacidade',
    da: '/privatliv',
    nb: '/personvern',
    sv: '/integritet',
  },
  terms: {
    en: '/terms',
    nl: '/voorwaarden',
    de: '/agb',
    fr: '/cgv',
    it: '/condizioni',
    es: '/condiciones',
    pt: '/termos',
    da: '/vilkaar',
    nb: '/vilkar',
    sv: '/villkor',
  },
}

/**
 * A storefront's menus and routes (GET {public config}/{host}) as built in: the app falls back to it when the
 * service fails, and the mocks serve it. Stored under the brand's internal alias or its production host.
 */
export function storefrontConfigOf(brand: StorefrontBrand): PublicConfig {
  const language = brand.locale.slice(0, 2)
  const store = `https://www.${brand.cookieDomain}`
  const routes = [
    { name: 'store', path: `${store}/` },
    ...Object.entries(routeSlugs).map(([name, slugs]) => ({
      name,
      path: `${store}${slugs[language] ?? slugs.en}`,
    })),
  ]
  const route = (name: string) => routes.find((candidate) => candidate.name === name)!.path
  const item = (
    key: string,
    href: string,
    audience: 'all' | 'consumer' | 'b2b' = 'all',
    extra: { external?: boolean; featureFlag?: string } = {},
  ) => ({
    key,
    labelKey: `menu.${key}`,
    href,
    external: extra.external ?? false,
    audience,
    ...(extra.featureFlag ? { featureFlag: extra.featureFlag } : {}),
  })
  return {
    key: brand.internalAlias ?? brand.host,
    brandId: brand.id,
    locale: brand.locale,
    menus: {
      side: [
        item('overview', '/'),
        item('orders', '/orders'),
        item('invoices', '/invoices', 'b2b'),
        item('ftpIntegration', '/integration', 'b2b'),
        item('settings', '/settings', 'consumer'),
        item('settingsB2b', '/settings/b2b', 'b2b'),
        item('savedProjects', '/saved-projects'),
        item('photos', '/my-photos', 'all', { featureFlag: 'TimelineViewEnabled' }),
        item('widgets', '/online-products', 'consumer'),
        item('faq', route('faq'), 'all', { external: true }),
        item('signOut', '/logout'),
      ],
      footer: [
        item('contactUs', route('contact-us'), 'all', { external: true }),
        item('privacy', route('privacy'), 'all', { external: true }),
        item('terms', route('terms'), 'all', { external: true }),
      ],
    },
    routes,
  }
}
