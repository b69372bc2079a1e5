import { FormattedMessage, useIntl } from 'react-intl'
import { storefrontRoute, useStorefrontConfig } from '#app/queries/public-config'
import { useDocumentTitle } from '#app/ui/use-document-title'
import { OuterLayout } from './outer-layout'

/** accountDeleted (/account-deleted): the farewell page, with the panels Create an account and View products. */
export function AccountDeletedPage() {
  useDocumentTitle(useIntl().formatMessage({ id: 'accountDeleted.title' }))
  const config = useStorefrontConfig()
  const panels = [
    { key: 'createAccount', href: storefrontRoute(config, 'create-account') },
    { key: 'viewProducts', href: storefrontRoute(config, 'products') },
  ] as const
  return (
    <OuterLayout>
      <section className="page page--centered" aria-labelledby="account-deleted-title">
        <h1 id="account-deleted-title" className="page__title">
          <FormattedMessage id="accountDeleted.title" />
        </h1>
        <p>
          <FormattedMessage id="accountDeleted.body" />
        </p>
      </section>
      <div className="outer__panels">
        {panels.map((panel) =>
          panel.href ? (
            <section key={panel.key} className="outer__panel" aria-labelledby={`panel-${panel.key}`}>
              <h2 id={`panel-${panel.key}`}>
                <FormattedMessage id={`accountDeleted.${panel.key}.title`} />
              </h2>
              <p>
                <FormattedMessage id={`accountDeleted.${panel.key}.body`} />
              </p>
              <a className="button button--primary" href={panel.href}>
                <FormattedMessage id={`accountDeleted.${panel.key}.title`} />
              </a>
            </section>
          ) : null,
        )}
      </div>
    </OuterLayout>
  )
}
