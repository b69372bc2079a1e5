import { Suspense, startTransition, useEffect, useId, useRef, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { isApiError } from '#app/api/api-error'
import { type OrderDetails, useChangeDeliveryAddress } from '#app/queries/orders'
import { Button } from '#app/ui/button'
import { lazyWithPreload } from '#app/ui/lazy-with-preload'
import { PageLoading } from '#app/ui/page-loading'
import { FailureReference } from './failure-reference'

/** The form: drawn at once when its code is there (usePreloadedForm), else once it has loaded. */
const { Component: OrderAddressForm, preload: preloadOrderAddressForm } = lazyWithPreload(() =>
  import('./order-address-form').then((m) => m.OrderAddressForm),
)

/**
 * The form's code, asked for as soon as the change is offered (after the page's first paint). Pressed before it was
 * there, the change showed 'Loading…' and, React's 300 ms after a fallback later, the form, which pushed the sections
 * under it down well after the press (CLS 0.29 at 375 px with a 4× slower CPU). Loaded beforehand, the form comes
 * without that step, within the 500 ms after the press.
 */
function usePreloadedForm(offered: boolean) {
  useEffect(() => {
    if (offered) preloadOrderAddressForm()
  }, [offered])
}

/**
 * The address change of an order (docs/requirements/orders.md#orders-address-change): the service's four states and the
 * browser's own two.
 */
export type AddressChangeState =
  | 'NotStarted'
  | 'Editing'
  | 'RequestInProgress'
  | 'RequestSent'
  | 'SuccessfulUpdate'
  | 'RequestFailed'

/**
 * Changing the order's delivery address: NotStarted offers the change; Editing shows the address kit's form;
 * RequestInProgress keeps it busy and says so; RequestSent (production has the request) and SuccessfulUpdate (changed)
 * say so; RequestFailed says what went wrong, keeps what was typed and lets the customer send it again. A state the
 * service remembers (a change sent, made or failed earlier) is shown when the page opens.
 */
export function DeliveryAddressChange({ order, changeable }: { order: OrderDetails; changeable: boolean }) {
  const [state, setState] = useState<AddressChangeState>(order.deliveryAddress.addressChangeState)
  const change = useChangeDeliveryAddress(order.orderCode)
  const openerId = useId()
  const outcome = useRef<HTMLParagraphElement>(null)
  const editing =
    state === 'Editing' || state === 'RequestInProgress' || (state === 'RequestFailed' && change.isError)
  const offered = changeable && state !== 'RequestSent'
  usePreloadedForm(offered)
  // The outcome of the customer's own change takes focus (the form it replaces is gone); one known on arrival does not.
  const sent = useRef(false)
  useEffect(() => {
    if (state === 'RequestInProgress') sent.current = true
    if (sent.current && (state === 'RequestSent' || state === 'SuccessfulUpdate')) {
      sent.current = false
      outcome.current?.focus()
    }
  }, [state])

  const notice =
    state === 'RequestSent' ? (
      <FormattedMessage id="orders.address.requestSent" />
    ) : state === 'SuccessfulUpdate' ? (
      <FormattedMessage id="orders.address.updated" />
    ) : state === 'RequestFailed' && !change.isError ? (
      <FormattedMessage id="orders.address.failedEarlier" />
    ) : null

  return (
    <div className="order-address-change">
      {notice ? (
        <p
          ref={outcome}
          tabIndex={-1}
          className={`order-details__notice${state === 'RequestFailed' ? ' order-details__notice--error' : ''}`}
          role="status"
        >
          {notice}
        </p>
      ) : null}
      {editing ? (
        <section aria-labelledby="order-address-form-title" className="order-details__facts">
          <h3 id="order-address-form-title" className="order-address-change__title">
            <FormattedMessage id="orders.address.formTitle" />
          </h3>
          <Suspense fallback={<PageLoading />}>
            <OrderAddressForm
              address={order.deliveryAddress}
              busy={state === 'RequestInProgress'}
              submitLabel={<FormattedMessage id="orders.address.save" />}
              onSave={async (address) => {
                setState('RequestInProgress')
                try {
                  const answer = await change.mutateAsync(address)
                  setState(answer.addressChangeState === 'RequestSent' ? 'RequestSent' : 'SuccessfulUpdate')
                } catch (error) {
                  setState('RequestFailed')
                  throw error
                }
              }}
              status={
                state === 'RequestInProgress' ? (
                  <p className="order-details__notice" role="status">
                    <FormattedMessage id="orders.address.sending" />
                  </p>
                ) : state === 'RequestFailed' &&
                  !(isApiError(change.error) && change.error.status === 400) ? (
                  <p className="order-details__notice order-details__notice--error" role="alert">
                    <FormattedMessage
                      id={
                        isApiError(change.error) && change.error.status === 409
                          ? 'orders.address.locked'
                          : 'orders.address.failed'
                      }
                    />{' '}
                    <FailureReference error={change.error} />
                  </p>
                ) : null
              }
              actions={
                <Button
                  variant="secondary"
                  disabled={state === 'RequestInProgress'}
                  onClick={() => {
                    change.reset()
                    setState(order.deliveryAddress.addressChangeState)
                    requestAnimationFrame(() => document.getElementById(openerId)?.focus())
                  }}
                >
                  <FormattedMessage id="orders.address.cancel" />
                </Button>
              }
            />
          </Suspense>
        </section>
      ) : offered ? (
        <Button
          id={openerId}
          variant="secondary"
          onClick={() => {
            change.reset()
            // Drawn in a transition, the form does not hold the press's next frame (INP 280 ms at 4× slower CPU);
            // it comes well within the 500 ms after the press in which moving content is not a layout shift.
            startTransition(() => setState('Editing'))
          }}
        >
          <FormattedMessage id="orders.address.change" />
        </Button>
      ) : null}
    </div>
  )
}
