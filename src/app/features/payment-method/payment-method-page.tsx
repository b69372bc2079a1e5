import { FormattedMessage, useIntl } from 'react-intl'
import { type Customer, WithCustomer } from '#app/customer/with-customer'
import { usePlatform } from '#app/platform/platform-context'
import { TitledPage } from '#app/ui/titled-page'
import { PaymentMethodForm } from './payment-method-form'
import './payment-method.css'
import { formatDay } from '#app/platform/i18n/dates'
import { dayArguments } from '#app/platform/i18n/day-articles'

/** paymentMethod (/settings/payment-method, business customers): how they pay now, and the choice to change it. */
export function PaymentMethodPage() {
  return (
    <TitledPage titleId="paymentMethod.title" className="payment-method">
      <WithCustomer>{(customer) => <PaymentMethodSettings customer={customer} />}</WithCustomer>
    </TitledPage>
  )
}

function PaymentMethodSettings({ customer }: { customer: Customer }) {
  const intl = useIntl()
  const { brand } = usePlatform()
  const current = customer.paymentMethod ?? { method: 'invoice' as const }
  return (
    <>
      <section className="payment-method__current" aria-labelledby="payment-method-current">
        <h2 id="payment-method-current" className="payment-method__heading">
          <FormattedMessage id="paymentMethod.current" />
        </h2>
        <p>
          {current.method === 'directDebit' ? (
            <FormattedMessage
              id="paymentMethod.current.directDebit"
              values={dayArguments(
                intl.locale,
                {
                  ending: current.ibanEnding ?? '',
                  holder: current.accountHolder ?? '',
                  date: current.mandateGivenAt ? formatDay(intl, current.mandateGivenAt) : '',
                },
                'date',
              )}
            />
          ) : (
            <FormattedMessage id="paymentMethod.current.invoice" />
          )}
        </p>
      </section>
      <PaymentMethodForm current={current} brandName={brand.name} />
    </>
  )
}
