import { FormattedMessage, useIntl } from 'react-intl'
import type { Widget } from '#app/queries/widgets'
import { DescriptionList } from '#app/ui/description-list/description-list'

/** A widget's facts: its product (kind and pages) and whether it is shared, and since when. */
export function WidgetFacts({ widget }: { widget: Widget }) {
  const intl = useIntl()
  return (
    <DescriptionList
      items={[
        {
          id: 'product',
          term: <FormattedMessage id="onlineProducts.product" />,
          details: (
            <FormattedMessage
              id="onlineProducts.productDetails"
              values={{
                type: intl.formatMessage({ id: `onlineProducts.articleType.${widget.articleType}` }),
                count: widget.pageCount,
              }}
            />
          ),
        },
        {
          id: 'sharing',
          term: <FormattedMessage id="onlineProducts.sharing" />,
          details:
            widget.isShared && widget.sharedAt ? (
              <FormattedMessage
                id="onlineProducts.sharedSince"
                values={{ date: intl.formatDate(widget.sharedAt, { dateStyle: 'long' }) }}
              />
            ) : (
              <FormattedMessage id="onlineProducts.notShared" />
            ),
        },
      ]}
    />
  )
}

/** The cover of the widget's product (decorative: the title is beside it). */
export function WidgetCover({ widget, className }: { widget: Widget; className: string }) {
  return <img className={className} src={widget.thumbnailUrl} alt="" loading="lazy" />
}
