import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import type { ServiceSchemas } from '#app/api/clients'
import { useCustomer } from '#app/queries/customers/customer'
import { ErrorState } from '#app/ui/error-state'
import { PageLoading } from '#app/ui/page-loading'

export type Customer = ServiceSchemas<'customers'>['schemas']['Customer']

/**
 * What every settings page does first: the signed-in customer (GET /customers/me, shared with the shell's cache),
 * with the loading state, and the failure with Try again ('An error occurred loading your settings.' unless the
 * page says otherwise); then the page's content for that customer.
 */
export function WithCustomer({
  loadErrorId = 'settings.loadError',
  children,
}: {
  loadErrorId?: string
  children: (customer: Customer) => ReactNode
}) {
  const customer = useCustomer()
  if (customer.isPending) return <PageLoading />
  if (customer.isError) {
    return (
      <ErrorState message={<FormattedMessage id={loadErrorId} />} onRetry={() => void customer.refetch()} />
    )
  }
  return children(customer.data)
}
