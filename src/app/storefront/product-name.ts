import type { IntlShape } from 'react-intl'
import type { MerchandiseArticle } from '#app/api/merchandise'

/** A product as the order and project services send it: its article name (an id), type and catalogue article. */
export interface NamedProduct {
  /** The services' id of the product, such as PhotobookA4Landscape: never shown as it is. */
  articleName?: string | undefined
  articleType: ProductKind
  /** The merchandise catalogue's article (PAP_101), when the service knows it. */
  articleId?: string | undefined
}

/** The product families of the order and project services. */
export type ProductKind = 'Photobook' | 'Prints' | 'WallDecor' | 'Calendar' | 'Card'

/** The storefront's catalogue, in the locale its titles are written in. */
export interface Catalogue {
  locale: string
  articles: readonly Pick<MerchandiseArticle, 'id' | 'title'>[]
}

/**
 * The words of a product id ('PhotobookA4Landscape' → Photobook, A4, Landscape; 'Prints10x15' → Prints, 10x15;
 * 'PhotobookXLLayFlat' → Photobook, XL, Lay, Flat).
 */
export function idWords(id: string): string[] {
  return id.match(/[A-Z]\d+|\d+(?:x\d+)?|[A-Z]{2,}(?=[A-Z][a-z]|\d|$)|[A-Z]?[a-z]+/g) ?? [id]
}

/** A format that reads the same in every locale: A4, XL, 10x15, 30. */
const isFormat = (word: string) => /^(?:[A-Z]\d+|[A-Z]{2,}|\d+(?:x\d+)?)$/.test(word)

/** Orientations and shapes, by the id's word, as the locale files name them (products.detail.*). */
const details: Record<string, string> = {
  landscape: 'landscape',
  portrait: 'portrait',
  square: 'square',
}

/**
 * The kind of product the id's words tell, finer than its type where the locale files have a word for it
 * (products.kind.*): a lay-flat photo book, a canvas, folded or greeting cards.
 */
function kindOf(type: ProductKind, words: ReadonlySet<string>): string {
  if (type === 'Photobook' && words.has('lay') && words.has('flat')) return 'LayFlatPhotobook'
  if (type === 'WallDecor' && words.has('canvas')) return 'Canvas'
  if (type === 'Card' && words.has('folded')) return 'FoldedCard'
  if (type === 'Card' && words.has('greeting')) return 'GreetingCard'
  return type
}

/**
 * A readable name in the locale where the catalogue has none: the kind of product in the locale's words, then its
 * format and orientation ('Fotobuch A4 quer', 'Photo book 30x30 square'). Words of the id the locale files do not
 * know are left out, so no English word, and never the raw id, is shown in another locale.
 */
export function fallbackProductName(intl: IntlShape, product: NamedProduct): string {
  const words = product.articleName ? idWords(product.articleName) : []
  const lower = new Set(words.map((word) => word.toLowerCase()))
  const kind = intl.formatMessage({ id: `products.kind.${kindOf(product.articleType, lower)}` })
  const formats: string[] = []
  const shapes: string[] = []
  words.forEach((word, index) => {
    const detail = details[word.toLowerCase()]
    if (detail) shapes.push(intl.formatMessage({ id: `products.detail.${detail}` }))
    else if (isFormat(word))
      // A square book's one side ('Square30') is its size both ways.
      formats.push(
        /^\d+$/.test(word) && words[index - 1]?.toLowerCase() === 'square' ? `${word}x${word}` : word,
      )
  })
  const rest = [...formats, ...shapes].join(' ')
  return rest ? intl.formatMessage({ id: 'products.name' }, { kind, details: rest }) : kind
}

/**
 * The product's one name in the locale: the storefront catalogue's title of its article when the catalogue is in
 * the locale shown and sells the article, else the readable fallback (fallbackProductName).
 */
export function productName(
  intl: IntlShape,
  product: NamedProduct,
  catalogue?: Catalogue | undefined,
): string {
  const article =
    product.articleId && catalogue && inPageLocale(catalogue.locale, intl.locale)
      ? catalogue.articles.find((each) => each.id === product.articleId)
      : undefined
  return article?.title.trim() || fallbackProductName(intl, product)
}

/**
 * The catalogue as a screen has it: still to come (`'pending'`), come (its titles), or not coming (failed, no
 * storefront channel, not asked for): then the readable fallback names.
 */
export type CatalogueState = Catalogue | 'pending' | undefined

/**
 * The product's name once it is known for good (productName), or undefined while the catalogue may still come: the
 * screen shows a reserved line there (CatalogueText) rather than a fallback name the catalogue's title would replace.
 */
export function knownProductName(
  intl: IntlShape,
  product: NamedProduct,
  catalogue: CatalogueState,
): string | undefined {
  return catalogue === 'pending' ? undefined : productName(intl, product, catalogue)
}

/** Whether the catalogue's titles are in the page's locale (a de-AT channel's titles serve a de-AT page only). */
export function inPageLocale(catalogueLocale: string, pageLocale: string): boolean {
  return catalogueLocale.toLowerCase() === pageLocale.toLowerCase()
}
