import { delay, HttpResponse, http } from 'msw'
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
  faultScenario('faults:widget-unshare', 'Unsharing a widget (POST /v1/widget/{id}) answers 500', 'widgets', [
    'updateWidget',
  ]),
  faultScenario(
    'faults:widget-share-refused',
    'Sharing a widget answers 400 (the service refuses the details)',
    'widgets',
    ['shareWidget'],
    400,
  ),
  faultScenario(
    'faults:widget-401',
    'Loading a single widget answers 401 (spec: 401 means none)',
    'widgets',
    ['getWidget'],
    401,
  ),
  faultScenario('faults:gallery-delete', 'Removing a gallery entry answers 500', 'widget-gallery', [
    'deleteGalleryEntry',
  ]),
  faultScenario(
    'faults:gallery-categories',
    'The gallery categories (GET /v1/categories) answer 500',
    'widget-gallery',
    ['listCategories'],
  ),
  faultScenario(
    'faults:blocked-order-check',
    'The blocked-order check (GET /v1/blockedorders/{code}) answers 500',
    'widget-gallery',
    ['getBlockedOrder'],
  ),
  {
    id: 'latency:widget-unshare-slow',
    label: 'Unsharing a widget answers after 10 s (its progress stays visible while other actions run)',
    group: 'Latency',
    handlers: (ctx) => [
      http.post(`${ctx.services.widgets}/v1/widget/:id`, async () => {
        // Long enough that a test on a busy machine still sees it running; the test moves the page's clock on.
        await delay(10_000)
      }),
    ],
  },
  {
    id: 'faults:merchandise-articles',
    label: 'Merchandise answers a GraphQL error for a channel’s articles only (the channels load)',
    group: 'Faults',
    fault: { service: 'merchandise', kind: 'GraphQL errors' },
    handlers: (ctx) => [
      graphql.link(ctx.services.merchandise!).query('Channel', () =>
        HttpResponse.json({
          data: { channel: null },
          errors: [
            { message: 'Injected fault', path: ['channel'], extensions: { code: 'INTERNAL_SERVER_ERROR' } },
          ],
        }),
      ),
    ],
  },
  {
    id: 'faults:merchandise',
    label: 'Merchandise answers GraphQL errors (channels and channel)',
    group: 'Faults',
    fault: { service: 'merchandise', kind: 'GraphQL errors' },
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
