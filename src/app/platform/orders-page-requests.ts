// What My orders asks for on its first screen, which the head start's early calls (page-calls.ts) ask for as the
// orders and content services' queries do (queries/orders.ts, queries/content.ts).

/** The order list's limit (docs/requirements/constants.md#constants-list-sizes). */
const ordersLimit = 100

/**
 * What the order list asks for (docs/requirements/orders.md#orders-list-query: Offset 0, Limit 100,
 * OrderState=notExpired), in the order openapi-fetch writes the query string.
 */
export const ordersFilter = { Offset: 0, Limit: ordersLimit, OrderState: 'notExpired' } as const

/** The seasonal campaigns the cut-off service knows by name, whose deadlines My orders shows with the list. */
export const campaignNames = ['christmas', 'valentines-day', 'mothers-day'] as const
