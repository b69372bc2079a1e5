import { FormattedMessage } from 'react-intl'
import { storefrontRoute, useStorefrontConfig } from '#app/queries/public-config'
import { EmptyState } from '#app/ui/empty-state/empty-state'

/**
 * A list page with nothing yet (no orders, saved projects, online photo books): what the page will show, and the
 * way to the shop's products when the storefront has that link. `messages` is the page's prefix: its
 * `.empty.title`, `.empty.body` and `.empty.action` texts.
 */
export function NoRecordsYet({ messages }: { messages: string }) {
  const products = storefrontRoute(useStorefrontConfig(), 'products')
  return (
    <EmptyState
      framed
      title={<FormattedMessage id={`${messages}.empty.title`} />}
      action={
        products ? (
          <a className="button button--primary" href={products}>
            <FormattedMessage id={`${messages}.empty.action`} />
          </a>
        ) : undefined
      }
    >
      <FormattedMessage id={`${messages}.empty.body`} />
    </EmptyState>
  )
}
