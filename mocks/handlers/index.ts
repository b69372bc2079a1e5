import type { AnyHandler } from 'msw'
import type { MockContext } from '../context'
import { pushHandlers } from '../push/push-handlers'
import { findScenarios } from '../scenarios/registry'
import { abTargetHandlers } from './ab-target'
import { contentHandlers } from './content'
import { customersHandlers } from './customers'
import { deliveryHandlers } from './delivery'
import { downloadsHandlers } from './downloads'
import { emailGatewayHandlers } from './email-gateway'
import { exportsHandlers } from './exports'
import { identityHandlers } from './identity'
import { identityProviderHandlers } from './identity-provider'
import { invoicesHandlers } from './invoices'
import { mappdfHandlers } from './mappdf'
import { merchandiseHandlers } from './merchandise'
import { ordersHandlers } from './orders'
import { photoDeletionHandlers } from './photo-deletion'
import { photosHandlers } from './photos'
import { productsHandlers } from './products'
import { projectsHandlers } from './projects'
import { publicConfigHandlers } from './public-config'
import { reorderHandlers } from './reorder'
import { reorderDirectHandlers } from './reorder-direct'
import { sharedAlbumsHandlers } from './shared-albums'
import { storageHandlers } from './storage'
import { tempSelectionsHandlers } from './temp-selections'
import { unzipPdfHandlers } from './unzip-pdf'
import { vouchersHandlers } from './vouchers'
import { widgetGalleryHandlers } from './widget-gallery'
import { widgetsHandlers } from './widgets'

/** Every service as it behaves with no scenario. */
export function baselineHandlers(ctx: MockContext): AnyHandler[] {
  return [
    ...identityProviderHandlers(ctx),
    ...merchandiseHandlers(ctx),
    ...abTargetHandlers(ctx),
    ...pushHandlers(ctx),
    ...photosHandlers(ctx),
    ...sharedAlbumsHandlers(ctx),
    ...downloadsHandlers(ctx),
    ...photoDeletionHandlers(ctx),
    ...exportsHandlers(ctx),
    ...tempSelectionsHandlers(ctx),
    ...storageHandlers(ctx),
    ...identityHandlers(ctx),
    ...contentHandlers(ctx),
    ...deliveryHandlers(ctx),
    ...publicConfigHandlers(ctx),
    ...ordersHandlers(ctx),
    ...reorderHandlers(ctx),
    ...reorderDirectHandlers(ctx),
    ...mappdfHandlers(ctx),
    ...productsHandlers(ctx),
    ...unzipPdfHandlers(ctx),
    ...widgetsHandlers(ctx),
    ...widgetGalleryHandlers(ctx),
    ...customersHandlers(ctx),
    ...projectsHandlers(ctx),
    ...vouchersHandlers(ctx),
    ...invoicesHandlers(ctx),
    ...emailGatewayHandlers(ctx),
  ]
}

/** The chosen scenarios' handlers first, so they answer before the baseline. */
export function handlersFor(ctx: MockContext, scenarioIds: readonly string[] = []): AnyHandler[] {
  return [
    ...findScenarios(scenarioIds).flatMap((scenario) => scenario.handlers(ctx)),
    ...baselineHandlers(ctx),
  ]
}
