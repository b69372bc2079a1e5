import type { paths } from '../../generated/widget-gallery'
import { createServiceClient } from './create-service-client'

export type { components as WidgetGallerySchemas } from '../../generated/widget-gallery'

export type WidgetGalleryClient = ReturnType<typeof createWidgetGalleryClient>

export function createWidgetGalleryClient(baseUrl: string) {
  return createServiceClient<paths>(baseUrl)
}
