// What an online product's share page asks of the product service, which the head start's early calls (page-calls.ts)
// ask for as the product query does (queries/products.ts, docs/requirements/services.md#services-products).

/** The product lookup's query, as the services document gives it. */
export const productDetailsQuery = { extendResponseCommand: 'none', extendResponseWithUrls: false } as const
