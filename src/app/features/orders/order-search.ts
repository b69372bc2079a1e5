import type { OrderListItem } from '#app/queries/orders'

/** The search's text as it is compared: trimmed, case and accents left out. */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase()
    .trim()
}

/** Whether an order matches the search: its code or one of its products' code or name contains the text. */
export function matchesSearch(order: Pick<OrderListItem, 'code' | 'products'>, search: string): boolean {
  const wanted = folded(search)
  if (wanted === '') return true
  return [order.code, ...order.products.flatMap((product) => [product.code, product.title])].some((text) =>
    folded(text).includes(wanted),
  )
}
