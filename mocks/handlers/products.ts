import type { components, operations } from '../../src/generated/products'
import { operationIndex } from '../../src/generated/products.operations'
import type { MockContext } from '../context'
import { productPdf } from '../files/orders/documents'
import { serviceOperations } from './operation'
import { findProduct } from './orders/records'
import { widgetProduct } from './widgets'

const { operation } = serviceOperations<operations>('products', operationIndex)

type ProductFile = components['schemas']['ProductFile']

/** Where the product's image and project files would be served (a CDN the mocks do not serve). */
const fileHost = 'https://cdn.photo-shop.example/products'

/** A stable size from the code, so the same product always lists the same files. */
function sizeOf(code: string, purpose: string, base: number): number {
  let hash = 0
  for (const char of `${code}/${purpose}`) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0
  return base + (hash % base)
}

/** The product service: a product of the customer's orders with its files. */
export function productsHandlers(ctx: MockContext) {
  return [
    operation(ctx, 'getProduct', ({ user, path, query, reply }) => {
      // A widget's product (online products) is known here too.
      const product = findProduct(ctx, user.sub, path.code) ?? widgetProduct(ctx, user.sub, path.code)
      if (!product) return reply(404, { message: 'Product not found' })
      const withUrls = query.extendResponseWithUrls === true
      const files: (ProductFile & { url: string })[] = [
        {
          purpose: 'cover.jpg',
          fileName: 'cover.jpg',
          contentType: 'image/jpeg',
          sizeInBytes: sizeOf(product.code, 'cover', 180_000),
          url: `${fileHost}/${product.code}/cover.jpg`,
        },
        {
          purpose: 'preview.jpg',
          fileName: 'preview.jpg',
          contentType: 'image/jpeg',
          sizeInBytes: sizeOf(product.code, 'preview', 90_000),
          url: `${fileHost}/${product.code}/preview.jpg`,
        },
        {
          purpose: 'project.json',
          fileName: 'project.json',
          contentType: 'application/json',
          sizeInBytes: sizeOf(product.code, 'project', 40_000),
          url: `${fileHost}/${product.code}/project.json`,
        },
      ]
      if (product.pdf) {
        files.push({
          purpose: 'product.pdf',
          fileName: `${product.code}.pdf`,
          contentType: 'application/pdf',
          sizeInBytes: productPdf(product).byteLength,
          url: `${ctx.services['unzip-pdf']}/v1/pdf/me/${encodeURIComponent(product.code)}`,
        })
      }
      return reply(200, {
        code: product.code,
        articleName: product.articleName,
        title: product.title,
        files: files.map(({ url, ...file }) => (withUrls ? { ...file, url } : file)),
      })
    }),
  ]
}
