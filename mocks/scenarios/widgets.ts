import { HttpResponse } from 'msw'
import { graphql } from 'msw/graphql'
import { operationIndex as galleryOperations } from '../../src/generated/widget-gallery.operations'
import { operationIndex as widgetOperations } from '../../src/generated/widgets.operations'
import { operationFault } from '../handlers/operation'
import type { Scenario } from './scenario'

/** QA presets for the widget, widget gallery and merchandise services. */
export const widgetsScenarios: Scenario[] = [
  {
    id: 'faults:widgets-load',
    label: 'Widgets fail to load (the list and a single widget answer 500)',
    group: 'Faults',
    handlers: (ctx) => [
      operationFault(ctx, 'widgets', widgetOperations, 'listWidgets', 500),
      operationFault(ctx, 'widgets', widgetOperations, 'getWidget', 500),
    ],
  },
  {
    id: 'faults:widget-delete',
    label: 'Deleting a widget answers 500',
    group: 'Faults',
    handlers: (ctx) => [operationFault(ctx, 'widgets', widgetOperations, 'deleteWidget', 500)],
  },
  {
    id: 'faults:widget-share',
    label: 'Sharing or unsharing a widget answers 500',
    group: 'Faults',
    handlers: (ctx) => [
      operationFault(ctx, 'widgets', widgetOperations, 'shareWidget', 500),
      operationFault(ctx, 'widgets', widgetOperations, 'updateWidget', 500),
    ],
  },
  {
    id: 'faults:gallery-save',
    label: 'Saving a gallery entry (create or update) answers 500',
    group: 'Faults',
    handlers: (ctx) => [
      operationFault(ctx, 'widget-gallery', galleryOperations, 'createGalleryEntry', 500),
      operationFault(ctx, 'widget-gallery', galleryOperations, 'updateGalleryEntry', 500),
    ],
  },
  {
    id: 'faults:merchandise',
    label: 'Merchandise answers GraphQL errors (channels and channel)',
    group: 'Faults',
    handlers: (ctx) => [
      graphql.link(ctx.services.merchandise!).operation(() =>
        HttpResponse.json({
          data: null,
          errors: [{ message: 'Injected fault', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
        }),
      ),
    ],
  },
]
