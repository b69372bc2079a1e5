import { useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { isApiError } from '#app/api/api-error'
import { formatDay } from '#app/platform/i18n/dates'
import { dayArguments } from '#app/platform/i18n/day-articles'
import { useVoucherOffer, type VoucherOffer } from '#app/queries/vouchers'
import { Button } from '#app/ui/button'
import { FailureReference } from '#app/ui/failure-reference'
import { ErrorSummary } from '#app/ui/form/error-summary'
import { voucherCodeSchema } from './voucher-code'

/**
 * 'Have a voucher code?': what a code is worth before ordering (again), from the voucher offer lookup. An unknown code
 * says so (404); any other failure says so with its status, and Check tries again; what was typed stays. A code the
 * contract refuses (voucher-code.ts) is not sent: its message shows at the field and in the error summary.
 */
export function VoucherCheck() {
  const intl = useIntl()
  const id = useId()
  const [text, setText] = useState('')
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState<string>()
  const [submitCount, setSubmitCount] = useState(0)
  const lookup = useVoucherOffer(code)
  const discount = (offer: VoucherOffer) =>
    offer.discountType === 'FreeShipping'
      ? intl.formatMessage({ id: 'orders.voucherCheck.freeShipping' })
      : intl.formatMessage(
          { id: 'orders.voucherCheck.off' },
          {
            value:
              offer.discountType === 'Percentage'
                ? intl.formatNumber((offer.discountValue ?? 0) / 100, { style: 'percent' })
                : intl.formatNumber(offer.discountValue ?? 0, {
                    style: 'currency',
                    currency: offer.currency ?? 'EUR',
                  }),
          },
        )
  const date = (iso: string) => formatDay(intl, iso)
  let answer = null
  if (code && lookup.data && !lookup.isFetching) {
    const data = lookup.data
    answer = !data.isVoucherFound ? (
      <FormattedMessage id="orders.voucherCheck.notFound" values={{ code }} />
    ) : (
      <FormattedMessage
        id={`orders.voucherCheck.${data.offer.status}`}
        values={dayArguments(
          intl.locale,
          {
            code: data.code,
            discount: discount(data.offer),
            from: date(data.offer.validFrom),
            until: date(data.offer.validUntil),
          },
          'from',
          'until',
        )}
      />
    )
  }
  return (
    <section className="order-details__section voucher-check" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="order-details__section-title">
        <FormattedMessage id="orders.voucherCheck.title" />
      </h2>
      <form
        className="orders__search"
        onSubmit={(event) => {
          event.preventDefault()
          setSubmitCount((count) => count + 1)
          const checked = voucherCodeSchema.safeParse(text)
          setProblem(checked.error?.issues[0]?.message)
          if (!checked.success) return
          const wanted = checked.data
          if (wanted === code) void lookup.refetch()
          else setCode(wanted)
        }}
      >
        <ErrorSummary
          problems={problem ? [{ fieldId: `${id}-code`, message: <FormattedMessage id={problem} /> }] : []}
          submitCount={submitCount}
        />
        <label htmlFor={`${id}-code`} className="orders__search-label">
          <FormattedMessage id="orders.voucherCheck.label" />
        </label>
        {problem ? (
          <p id={`${id}-code-error`} className="field__error">
            <FormattedMessage id={problem} />
          </p>
        ) : null}
        <div className="orders__search-row">
          <input
            id={`${id}-code`}
            className="orders__search-input"
            value={text}
            autoComplete="off"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-code-error` : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" variant="secondary" busy={lookup.isFetching}>
            <FormattedMessage id="orders.voucherCheck.submit" />
          </Button>
        </div>
      </form>
      {lookup.isError && !lookup.isFetching ? (
        <p className="order-product__message order-product__message--error" role="alert">
          <FormattedMessage id="orders.voucherCheck.error" />
          {isApiError(lookup.error) ? (
            <>
              {' '}
              <FailureReference correlationId={lookup.error.correlationId} />
            </>
          ) : null}
        </p>
      ) : (
        <p className="order-product__message" role="status">
          {answer}
        </p>
      )}
    </section>
  )
}
