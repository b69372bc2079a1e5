import { FormattedMessage, useIntl } from 'react-intl'
import type { MerchandiseArticle } from '#app/api/merchandise'
import { formatDay } from '#app/platform/i18n/dates'
import { dayArguments } from '#app/platform/i18n/day-articles'
import type { Widget } from '#app/queries/widgets/widget-keys'
import { CatalogueText } from '#app/storefront/catalogue-text'
import { DescriptionList } from '#app/ui/description-list/description-list'

/**
 * A widget's facts: its product (name, and pages under it) and whether it is shared, and since when; on the share
 * page its page size too, from the widget's article in the storefront's catalogue. While the catalogue may still come
 * (`pending`), a reserved line stands for the name and the size (CatalogueText), so neither moves what is around it
 * when it comes.
 */
export function WidgetFacts({
  widget,
  article,
  name,
  pending,
  sized = true,
}: {
  widget: Widget
  article: MerchandiseArticle | undefined
  /** The product's name in the page's locale (useWidgetArticle): undefined while the catalogue may still come. */
  name: string | undefined
  /** Whether the catalogue may still come. */
  pending: boolean
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
          // The name on a line of its own, the pages under it: beside the pages, a name of another width than
          // the reserved line's could take another line when it comes, and move what is under it.
          details: (
            <>
              <span className="widget-facts__line">
                <CatalogueText text={name} />
              </span>{' '}
              <span className="widget-facts__line">
                <FormattedMessage id="onlineProducts.pageCount" values={{ count: widget.pageCount }} />
              </span>
            </>
          ),
        },
        {
          id: 'size',
          term: <FormattedMessage id="widgetShare.size" />,
          // A catalogue that failed, or does not sell the article, gives no size: the row is left out.
          details: !sized ? null : pending ? (
            <CatalogueText text={undefined} short />
          ) : article ? (
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
