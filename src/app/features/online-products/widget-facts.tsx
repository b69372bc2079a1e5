import { FormattedMessage, useIntl } from 'react-intl'
import type { MerchandiseArticle } from '#app/api/merchandise'
import { formatDay } from '#app/platform/i18n/dates'
import { dayArguments } from '#app/platform/i18n/day-articles'
import type { Widget } from '#app/queries/widgets/widget-keys'
import { DescriptionList } from '#app/ui/description-list/description-list'

/**
 * A widget's facts: its product (kind and pages) and whether it is shared, and since when. Given the widget's
 * article from the storefront's catalogue, the product is named in the catalogue's words (`name`, when the catalogue
 * is in the page's locale; else by its kind in the locale), with its page size.
 */
export function WidgetFacts({
  widget,
  article,
  name,
  sized = true,
}: {
  widget: Widget
  article?: MerchandiseArticle | undefined
  /** The catalogue's name of the article in the page's locale, when it has one. */
  name?: string | undefined
  /** Whether the page size is said too (the share page; the list keeps to product and sharing). */
  sized?: boolean
}) {
  const intl = useIntl()
  const centimetres = (millimetres: number) =>
    intl.formatNumber(millimetres / 10, { maximumFractionDigits: 1 })
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
                type: name ?? intl.formatMessage({ id: `onlineProducts.articleType.${widget.articleType}` }),
                count: widget.pageCount,
              }}
            />
          ),
        },
        {
          id: 'size',
          term: <FormattedMessage id="widgetShare.size" />,
          details:
            article && sized ? (
              <FormattedMessage
                id="widgetShare.sizeValue"
                values={{ width: centimetres(article.pageWidth), height: centimetres(article.pageHeight) }}
              />
            ) : null,
        },
        {
          id: 'sharing',
          term: <FormattedMessage id="onlineProducts.sharing" />,
          details:
            widget.isShared && widget.sharedAt ? (
              <FormattedMessage
                id="onlineProducts.sharedSince"
                values={dayArguments(intl.locale, { date: formatDay(intl, widget.sharedAt) }, 'date')}
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
