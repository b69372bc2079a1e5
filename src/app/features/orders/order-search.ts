import type { OrderListItem } from '#app/queries/orders'

/** The search's text as it is compared: trimmed, case and accents left out. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase()
    .trim()
}

type ListProduct = OrderListItem['products'][number]

/**
 * Whether an order matches the search: its code or one of its products' code, title or product name (`nameOf`, the
 * name the list shows: 'Fotobuch A4 quer'; none while the catalogue may still come) contains the text.
 */
export function matchesSearch(
  order: Pick<OrderListItem, 'code' | 'products'>,
  search: string,
  nameOf: (product: ListProduct) => string | undefined = () => undefined,
): boolean {
  const wanted = folded(search)
  if (wanted === '') return true
  return [
    order.code,
    ...order.products.flatMap((product) => [product.code, product.title, nameOf(product)]),
  ].some((text) => text !== undefined && folded(text).includes(wanted))
}
