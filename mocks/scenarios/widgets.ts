import { HttpResponse } from 'msw'
import { graphql } from 'msw/graphql'
import { faultScenario, type Scenario } from './scenario'

/** QA presets for the widget, widget gallery and merchandise services. */
export const widgetsScenarios: Scenario[] = [
  faultScenario(
    'faults:widgets-load',
    'Widgets fail to load (the list and a single widget answer 500)',
    'widgets',
    ['listWidgets', 'getWidget'],
  ),
  faultScenario('faults:widget-delete', 'Deleting a widget answers 500', 'widgets', ['deleteWidget']),
  faultScenario('faults:widget-share', 'Sharing or unsharing a widget answers 500', 'widgets', [
    'shareWidget',
    'updateWidget',
  ]),
  faultScenario(
    'faults:gallery-save',
    'Saving a gallery entry (create or update) answers 500',
    'widget-gallery',
    ['createGalleryEntry', 'updateGalleryEntry'],
  ),
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
