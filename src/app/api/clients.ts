import type { AppConfig } from '../platform/config'
import { createAbTargetClient } from './ab-target'
import { createContentClient } from './content'
import { createCustomersClient } from './customers'
import { createDeliveryClient } from './delivery'
import { createDownloadsClient } from './downloads'
import { createEmailGatewayClient } from './email-gateway'
import { createExportsClient } from './exports'
import { createIdentityClient } from './identity'
import { createInvoicesClient } from './invoices'
import { createMappdfClient } from './mappdf'
import { createOrdersClient } from './orders'
import { createPhotoDeletionClient } from './photo-deletion'
import { createPhotosClient } from './photos'
import { createProductsClient } from './products'
import { createProjectsClient } from './projects'
import { createPublicConfigClient } from './public-config'
import { createReorderClient } from './reorder'
import { createReorderDirectClient } from './reorder-direct'
import { createSharedAlbumsClient } from './shared-albums'
import { createStorageClient } from './storage'
import { createTempSelectionsClient } from './temp-selections'
import { createUnzipPdfClient } from './unzip-pdf'
import { createVouchersClient } from './vouchers'
import { createWidgetGalleryClient } from './widget-gallery'
import { createWidgetsClient } from './widgets'

/** One typed client per backing service, each bound to its base URL from config.json. */
export function createClients(services: AppConfig['services']) {
  return {
    abTarget: createAbTargetClient(services['ab-target']),
    photos: createPhotosClient(services.photos),
    sharedAlbums: createSharedAlbumsClient(services['shared-albums']),
    downloads: createDownloadsClient(services.downloads),
    photoDeletion: createPhotoDeletionClient(services['photo-deletion']),
    exports: createExportsClient(services.exports),
    tempSelections: createTempSelectionsClient(services['temp-selections']),
    storage: createStorageClient(services.storage),
    identity: createIdentityClient(services.identity),
    content: createContentClient(services.content),
    delivery: createDeliveryClient(services.delivery),
    publicConfig: createPublicConfigClient(services['public-config']),
    orders: createOrdersClient(services.orders),
    reorder: createReorderClient(services.reorder),
    reorderDirect: createReorderDirectClient(services['reorder-direct']),
    mappdf: createMappdfClient(services.mappdf),
    products: createProductsClient(services.products),
    unzipPdf: createUnzipPdfClient(services['unzip-pdf']),
    widgets: createWidgetsClient(services.widgets),
    widgetGallery: createWidgetGalleryClient(services['widget-gallery']),
    customers: createCustomersClient(services.customers),
    projects: createProjectsClient(services.projects),
    vouchers: createVouchersClient(services.vouchers),
    invoices: createInvoicesClient(services.invoices),
    emailGateway: createEmailGatewayClient(services['email-gateway']),
  }
}

export type ServiceClients = ReturnType<typeof createClients>
