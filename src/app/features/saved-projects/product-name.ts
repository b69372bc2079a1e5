import type { IntlShape } from 'react-intl'
import type { SavedProject } from '#app/queries/projects'

/**
 * The words of a product id ('PhotobookA4Landscape' → Photobook, A4, Landscape; 'Prints10x15' → Prints, 10x15).
 * A saved project names its product only by this id: the projects contract carries no catalogue article id, so the
 * catalogue's title (which online products show) cannot be looked up here.
 */
export function idWords(id: string): string[] {
  return id.match(/[A-Z]\d+|\d+(?:x\d+)?|[A-Z]{2,}(?=[A-Z][a-z]|\d|$)|[A-Z]?[a-z]+/g) ?? [id]
}

const singular = (word: string) => word.toLowerCase().replace(/s$/, '')

/** 'Photo book (A4 Landscape)': the product type in the locale, and the rest of the id in words. */
export function productName(
  intl: IntlShape,
  project: Pick<SavedProject, 'articleName' | 'articleType'>,
): string {
  const type = intl.formatMessage({ id: `savedProjects.articleType.${project.articleType}` })
  const words = idWords(project.articleName)
  const model = (singular(words[0] ?? '') === singular(project.articleType) ? words.slice(1) : words).join(
    ' ',
  )
  return model ? intl.formatMessage({ id: 'savedProjects.productModel' }, { type, model }) : type
}
