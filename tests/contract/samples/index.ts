import type { DocumentedOperation } from '../contracts'
import { abTargetSamples } from './ab-target'
import { contentSamples } from './content'
import { customersSamples } from './customers'
import { deliverySamples } from './delivery'
import { downloadsSamples } from './downloads'
import { emailGatewaySamples } from './email-gateway'
import { exportsSamples } from './exports'
import { identitySamples } from './identity'
import { invoicesSamples } from './invoices'
import { mappdfSamples } from './mappdf'
import { ordersSamples } from './orders'
import { photoDeletionSamples } from './photo-deletion'
import { photosSamples } from './photos'
import { productsSamples } from './products'
import { projectsSamples } from './projects'
import { publicConfigSamples } from './public-config'
import { reorderSamples } from './reorder'
import { reorderDirectSamples } from './reorder-direct'
import type { SampleRequest, SampleRequests } from './sample'
import { sharedAlbumsSamples } from './shared-albums'
import { storageSamples } from './storage'
import { tempSelectionsSamples } from './temp-selections'
import { unzipPdfSamples } from './unzip-pdf'
import { vouchersSamples } from './vouchers'
import { widgetGallerySamples } from './widget-gallery'
import { widgetsSamples } from './widgets'

const samplesByService: Record<string, SampleRequests> = {
  'ab-target': abTargetSamples,
  photos: photosSamples,
  'shared-albums': sharedAlbumsSamples,
  downloads: downloadsSamples,
  'photo-deletion': photoDeletionSamples,
  exports: exportsSamples,
  'temp-selections': tempSelectionsSamples,
  storage: storageSamples,
  identity: identitySamples,
  content: contentSamples,
  delivery: deliverySamples,
  'public-config': publicConfigSamples,
  orders: ordersSamples,
  reorder: reorderSamples,
  'reorder-direct': reorderDirectSamples,
  mappdf: mappdfSamples,
  products: productsSamples,
  'unzip-pdf': unzipPdfSamples,
  widgets: widgetsSamples,
  'widget-gallery': widgetGallerySamples,
  customers: customersSamples,
  projects: projectsSamples,
  vouchers: vouchersSamples,
  invoices: invoicesSamples,
  'email-gateway': emailGatewaySamples,
}

/**
 * The request the contract suite sends to an operation: its sample when it has one, else its path as documented
 * (which only works for operations without path parameters).
 */
export function sampleRequest(operation: DocumentedOperation): SampleRequest {
  const sample = samplesByService[operation.service]?.[operation.operationId]
  if (sample) return sample
  if (operation.path.includes('{'))
    throw new Error(`${operation.operationId} needs a sample request in samples/`)
  return { path: operation.path }
}
