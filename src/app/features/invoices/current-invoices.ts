/** An order as the list answers it: only what billing needs. */
export interface BilledOrder {
  code: string
  createdAt: string
  invoiceGroupFileId?: string | undefined
}

/** A current invoice: the invoice group file and the orders it bills, newest order first. */
export interface CurrentInvoice {
  id: string
  orderCodes: string[]
  /** The newest billed order's date: when the invoice was last added to. */
  latestOrderAt: string
}

/**
 * The current invoices from the customer's orders (the spec names no call that lists them; the orders carry the id
 * of the invoice group file that bills them, openapi/invoices.yaml): one per id, the newest first.
 */
export function currentInvoicesOf(orders: readonly BilledOrder[]): CurrentInvoice[] {
  const byId = new Map<string, BilledOrder[]>()
  for (const order of orders) {
    if (!order.invoiceGroupFileId) continue
    byId.set(order.invoiceGroupFileId, [...(byId.get(order.invoiceGroupFileId) ?? []), order])
  }
  return [...byId.entries()]
    .map(([id, billed]) => {
      const newestFirst = [...billed].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      return {
        id,
        orderCodes: newestFirst.map((order) => order.code),
        latestOrderAt: newestFirst[0]?.createdAt ?? '',
      }
    })
    .sort((a, b) => b.latestOrderAt.localeCompare(a.latestOrderAt))
}
