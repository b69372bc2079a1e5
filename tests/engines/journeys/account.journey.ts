// The account area's own screens in every engine: orders, personal details, the address book, the payment method,
// sharing an online photo book and signing out. In the production deployment each write is also proved at the HTTP
// mock server: it arrived once, with its body (Firefox once sent a PUT without one).
//
// The production deployment's mock server is shared by every engine's journeys, which may run at the same time: each
// journey writes values of its own (its engine and a random suffix) and looks for those alone, never for counts.
import type { LoggedRequest } from '../../../mocks/request-log'
import { accessTokenCookie } from '../../../src/app/platform/auth/token-store'
import { callAsSession } from '../../support/call-as-session'
import type { Deployment } from '../deployment'
import { expect, test } from '../fixtures'
import type { Journey } from '../journey'
import { expectWholeScreen } from '../screen-checks'
import { openSignedIn } from './sign-in'
import { requestsArrived } from './writes'

/** A value no other run and no other engine writes. */
const unique = (journey: Journey) => `${journey.engine}-${Math.random().toString(36).slice(2, 8)}`

/**
 * Reads a notification and closes it, as it may cover what is pressed next (a card's buttons at the bottom right of
 * the window): WebDriver's click fails at once on a covered element where Playwright's waits.
 */
async function readAndClose(journey: Journey, message: string) {
  const notifications = journey.role('region', 'Notifications')
  await notifications.role('status').text(message).shown()
  await notifications.role('button', 'Close notification').click()
  await notifications.text(message).gone()
}

/**
 * The requests the mock server logged that match, once there is one. The whole log is searched, for a value of this
 * journey's own: other journeys write meanwhile.
 */
async function arrived(journey: Journey, deployment: Deployment, what: (request: LoggedRequest) => boolean) {
  return deployment === 'production' ? requestsArrived(journey, 'the write', what) : []
}

/** The JSON body of a logged write, or undefined. */
const bodyOf = (request: LoggedRequest): Record<string, unknown> | undefined => {
  try {
    return request.body ? (JSON.parse(request.body) as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

/**
 * Runs in the page: the place among the list's shown controls (role and name) of the one in the record whose heading
 * is `title`, so `journey.role('list', list).role(role, name).nth(place)` is that record's control.
 */
function placeInList({
  list,
  role,
  name,
  title,
}: {
  list: string
  role: string
  name: string
  title: string
}) {
  const queries = window.__journeyQueries
  if (!queries) return undefined
  const scope = queries.queryAllByRole(document.body, 'list', { name: list })[0]
  if (!scope) return undefined
  const shown = (element: Element) =>
    element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden'
  const controls = queries.queryAllByRole(scope, role, { name }).filter(shown)
  const place = controls.findIndex(
    (control) => control.closest('li')?.querySelector('h2, h3')?.textContent?.trim() === title,
  )
  return place < 0 ? undefined : place
}

/** The control (role and name) of the record titled `title` in the list named `list`. */
async function controlOf(journey: Journey, list: string, title: string, role: string, name: string) {
  await journey.role('list', list).role('heading', title).shown()
  const place = await journey.waitInPage(`${role} "${name}" of "${title}"`, placeInList, {
    list,
    role,
    name,
    title,
  })
  return journey.role('list', list).role(role, name).nth(place)
}

test.describe('orders', () => {
  test('My orders lists the orders, finds one by its number and opens its details; My photos by keyboard keeps the menu’s focus', async ({
    journey,
    deployment,
  }) => {
    await openSignedIn(journey, deployment, { path: '/orders' })
    await journey.role('heading', 'My orders', { level: 1 }).shown()
    const inProgress = journey.role('list', 'In progress')
    await inProgress.role('heading', /^Order SO-/).shown()
    expect(await inProgress.role('link', 'View order').count()).toBeGreaterThan(1)
    await expectWholeScreen(journey, deployment, 'orders')

    await journey.role('searchbox', 'Search by order number or product').fill('SO-100001-10')
    await journey.role('button', 'Search').click()
    await journey.at(/[?&]q=SO-100001-10(&|$)/)
    await journey.role('status').text('1 order matches “SO-100001-10”').shown()
    await inProgress.role('heading', 'Order SO-100001-11').gone()
    await inProgress.role('heading', 'Order SO-100001-10', { level: 2 }).shown()
    expect(await inProgress.role('link', 'View order').count()).toBe(1)

    await inProgress.role('link', 'View order').click()
    await journey.at(/\/orders\/SO-100001-10(\?|$)/)
    await journey.role('heading', 'Order SO-100001-10', { level: 1 }).shown()
    await journey.text(/^Ordered on \d{1,2} \w+ \d{4} · \d+ products?$/).shown()
    await journey.role('region', 'Products').role('article').shown()
    await journey.role('region', 'Delivery').text('Delivery address').shown()
    await expectWholeScreen(journey, deployment, 'order-details')

    // On to My photos by keyboard: the menu stays as it is while the photos load, so its link keeps the focus.
    await journey.role('navigation', 'Account menu').role('link', 'My photos').shown()
    await journey.run(() => {
      const menu = document.querySelector('nav[aria-label="Account menu"]')
      const item = [...(menu?.querySelectorAll('a') ?? [])].find(
        (link) => link.textContent?.trim() === 'My photos',
      )
      item?.focus()
    }, undefined)
    await journey.press('Enter')
    await journey.at(/\/my-photos\/photos(\?|$)/)
    await journey.waitInPage(
      'the first thumbnail',
      () => document.querySelector<HTMLImageElement>('.timeline img')?.complete,
      undefined,
    )
    const focused = await journey.run(
      () => ({
        inMenu: document.activeElement?.closest('nav[aria-label="Account menu"]') != null,
        current: document.activeElement?.getAttribute('aria-current'),
      }),
      undefined,
    )
    expect(focused).toEqual({ inMenu: true, current: 'page' })
  })
})

/**
 * A consumer of this engine's own for the personal details: the production deployment's mock server is shared by
 * the engines' journeys, which run at the same time, and a save made on details that another engine changed meanwhile
 * is refused as changed elsewhere (decision 0059).
 */
const ownConsumer = (journey: Journey) =>
  ({ chromium: 'Consumer', firefox: 'Shared-album owner', webkit: 'Shared-album participant' })[
    journey.engine
  ]

/** The personal details of this engine's own consumer, signed in. */
async function openOwnDetails(journey: Journey, deployment: Deployment) {
  await openSignedIn(journey, deployment, {
    path: '/settings/personal-details',
    persona: ownConsumer(journey),
  })
  await journey.role('heading', 'Personal details', { level: 1 }).shown()
}

/** The value of a text field, read in the page. */
const fieldValue = (journey: Journey, autocomplete: string) =>
  journey.run(
    (name) => document.querySelector<HTMLInputElement>(`input[autocomplete="${name}"]`)?.value ?? '',
    autocomplete,
  )

test('personal details: a changed first name is saved, sent once with its body', async ({
  journey,
  deployment,
}) => {
  await openOwnDetails(journey, deployment)
  const firstName = journey.role('textbox', 'First name')
  await firstName.shown()
  await expectWholeScreen(journey, deployment, 'personal-details')
  const own = await fieldValue(journey, 'given-name')
  const typed = `${own} ${unique(journey)}`
  await firstName.fill(typed)
  await journey.role('button', 'Save').click()
  const saved = journey.role('status').text('Your personal details have been saved.')
  await saved.shown()

  const puts = await arrived(
    journey,
    deployment,
    (request) =>
      request.method === 'PUT' &&
      request.path.split('?')[0]!.endsWith('/customers/me') &&
      (request.body ?? '').includes(typed),
  )
  if (deployment === 'production') {
    expect(puts, 'the PUT of the typed first name').toHaveLength(1)
    expect(bodyOf(puts[0]!)).toMatchObject({ firstName: typed, lastName: expect.any(String) })
  }

  // As it was: the persona's own first name (other journeys look for their own values only).
  await firstName.fill(own)
  await saved.gone()
  await journey.role('button', 'Save').click()
  await saved.shown()
})

/**
 * The customer's last name changed on another device (as customer care or a second browser would), straight at the
 * service with the session's token, the rest of the details as they are. Answers the PUT's status.
 */
async function renameElsewhere(journey: Journey, lastName: string) {
  const me = { tokenCookie: accessTokenCookie, service: 'customers', path: '/customers/me' }
  const { json } = await journey.run(callAsSession, { ...me, method: 'GET' })
  const { firstName, phoneNumber } = json as Record<string, string>
  const body = { firstName, lastName, ...(phoneNumber ? { phoneNumber } : {}) }
  return (await journey.run(callAsSession, { ...me, method: 'PUT', body })).status
}

test.describe('personal details changed elsewhere', () => {
  // The refused save: the app logs the 412 with its correlation id, and an engine may report the status too.
  test.use({
    expectedErrors: /\(status 412\)|status of 412/,
    expectedRefusals: /^PUT \/customers\/customers\/me 412$/,
  })

  test('personal details changed on another device meanwhile: the save says so, keeps what was typed, and Save again replaces them', async ({
    journey,
    deployment,
  }) => {
    await openOwnDetails(journey, deployment)
    const lastName = journey.role('textbox', 'Last name')
    await lastName.shown()
    const own = await fieldValue(journey, 'family-name')
    const elsewhere = `Jansen ${unique(journey)}`
    expect(await renameElsewhere(journey, elsewhere)).toBe(200)

    const typed = `${own} ${unique(journey)}`
    await lastName.fill(typed)
    await journey.role('button', 'Save').click()
    const notice = journey.role('alert')
    // The label is a span of its own within the item: the item's own text is the value after it.
    await notice
      .role('listitem')
      .text(new RegExp(`: ${elsewhere}$`))
      .shown()
    await journey.role('button', 'Use the saved details').shown()
    expect(await fieldValue(journey, 'family-name')).toBe(typed)

    // A customer reads the notice before pressing again. Here the name is typed once more instead of waiting: typing
    // makes the next press a new attempt at once (docs/decisions/0029-exactly-once.md).
    await lastName.fill(typed)
    await journey.role('button', 'Save').click()
    const saved = journey.role('status').text('Your personal details have been saved.')
    await saved.shown()
    await notice.role('listitem').gone()

    // As it was: the persona's own last name.
    await lastName.fill(own)
    await saved.gone()
    await journey.role('button', 'Save').click()
    await saved.shown()
  })
})

test('the address book: an address is added, changed and deleted, each write sent once', async ({
  journey,
  deployment,
}) => {
  const lastName = `Hart-${unique(journey)}`
  const title = `Robin ${lastName}`
  const list = 'Your addresses'
  await openSignedIn(journey, deployment, { path: '/settings/new-address' })
  await journey.role('heading', 'Add an address', { level: 1 }).shown()
  // The heading comes before the form, which waits for the address book: the screen is checked with the form on it.
  await journey.role('textbox', 'First name').shown()
  await expectWholeScreen(journey, deployment, 'new-address')
  // At 1280 px the two fields of a row line up, though only one of them has a hint above it ('Optional', an example).
  const rowOffsets = await journey.run(
    (rows) =>
      rows.map(([first, second]) => {
        const top = (name: string) => {
          const label = [...document.querySelectorAll('label')].find((each) => each.textContent === name)
          return document.getElementById(label!.htmlFor)!.getBoundingClientRect().top
        }
        return Math.abs(top(first) - top(second))
      }),
    [
      ['House number or name', 'Street'],
      ['Town or city', 'Postcode'],
    ] as [string, string][],
  )
  expect(Math.max(...rowOffsets), 'the fields of a row line up').toBeLessThan(1)
  const fields: Record<string, string> = {
    'First name': 'Robin',
    'Last name': lastName,
    'House number or name': '10',
    Street: 'Downing Street',
    'Town or city': 'London',
    Postcode: 'sw1a2aa',
    'Phone number': '020 7946 0999',
  }
  for (const [name, value] of Object.entries(fields)) await journey.role('textbox', name).fill(value)
  await journey.role('button', 'Save address').click()
  await journey.at(/\/settings\/addresses\/all$/)
  await readAndClose(journey, 'The address has been added.')
  await journey.role('list', list).role('heading', title).shown()

  const posts = await arrived(
    journey,
    deployment,
    (request) =>
      request.method === 'POST' &&
      request.path.split('?')[0]!.endsWith('/customers/me/addresses') &&
      (request.body ?? '').includes(lastName),
  )
  if (deployment === 'production') {
    expect(posts, 'the POST of the new address').toHaveLength(1)
    expect(bodyOf(posts[0]!)).toEqual({
      firstName: 'Robin',
      lastName,
      streetName: 'Downing Street',
      streetNumber: '10',
      postalCode: 'SW1A 2AA',
      city: 'London',
      countryCode: 'GB',
      phoneNumber: '+44 20 7946 0999',
      isDefault: false,
    })
  }

  // Changed: another house number.
  await (await controlOf(journey, list, title, 'link', 'Change')).click()
  await journey.at(/\/settings\/address\/[^/]+$/)
  const addressId = (await journey.session.url()).split('/').pop()!
  await journey.role('heading', 'Change address', { level: 1 }).shown()
  const houseNumber = journey.role('textbox', 'House number or name')
  await journey.waitInPage(
    'the form to hold the address',
    (name) =>
      [...document.querySelectorAll('input')].some((input) => input.value === name) ? true : undefined,
    lastName,
  )
  await houseNumber.fill('11')
  await journey.role('button', 'Save address').click()
  await journey.at(/\/settings\/addresses\/all$/)
  await readAndClose(journey, 'The address has been changed.')
  await journey.role('list', list).role('heading', title).shown()
  await journey
    .role('list', list)
    .text(/^11 Downing Street$/)
    .shown()

  const puts = await arrived(
    journey,
    deployment,
    (request) => request.method === 'PUT' && request.path.split('?')[0]!.endsWith(`/addresses/${addressId}`),
  )
  if (deployment === 'production') {
    expect(puts, 'the PUT of the changed address').toHaveLength(1)
    expect(bodyOf(puts[0]!)).toMatchObject({ lastName, streetNumber: '11', streetName: 'Downing Street' })
  }

  // Deleted, after asking. A double-click opens the question and leaves it open (its second click once closed it).
  await (await controlOf(journey, list, title, 'button', 'Delete')).click({
    double: journey.session.canDoubleClick,
  })
  const dialog = journey.role('dialog', 'Delete this address?')
  await dialog.text(new RegExp(`^Robin ${lastName}, 11 Downing Street`)).shown()
  await dialog.role('button', 'Delete address').click()
  await journey.role('status').text('The address has been deleted.').shown()
  await dialog.gone()
  await journey.role('list', list).role('heading', title).gone()

  const deletes = await arrived(
    journey,
    deployment,
    (request) =>
      request.method === 'DELETE' && request.path.split('?')[0]!.endsWith(`/addresses/${addressId}`),
  )
  if (deployment === 'production') expect(deletes, 'the DELETE of the address').toHaveLength(1)
})

test('a business customer switches to direct debit; the payment method is sent once with its body', async ({
  journey,
  deployment,
}) => {
  const holder = `Studio ${unique(journey)}`
  await openSignedIn(journey, deployment, { path: '/settings/payment-method', persona: 'Business customer' })
  await journey.role('heading', 'Payment method', { level: 1 }).shown()
  await journey.role('region', 'How you pay now').shown()
  await expectWholeScreen(journey, deployment, 'payment-method')
  await journey.role('radio', /By SEPA direct debit/).click()
  await journey.role('textbox', 'Account holder').fill(holder)
  await journey.role('textbox', 'IBAN').fill('nl91 abna 0417 1643 00')
  await journey.text(/you authorise Printbloom to collect the payments/).shown()
  await journey.role('button', 'Save payment method').click()
  await journey.role('status').text('Your payment method has been saved.').shown()
  await journey
    .role('region', 'How you pay now')
    .text(/account ending in 4300/)
    .shown()

  const puts = await arrived(
    journey,
    deployment,
    (request) => request.method === 'PUT' && (request.body ?? '').includes(holder),
  )
  if (deployment === 'production') {
    expect(puts, 'the PUT of the payment method').toHaveLength(1)
    expect(bodyOf(puts[0]!)).toEqual({
      method: 'directDebit',
      accountHolder: holder,
      iban: 'NL91ABNA0417164300',
    })
  }
})

test.describe('online products', () => {
  // A share page asks whether the order is blocked and whether it is in the gallery: 404 says no (their contract).
  test.use({
    expectedRefusals: /^GET \/widget-gallery\/v1\/(blockedorders|galleryentries)\/PC-100001-002(\?\S*)? 404$/,
  })

  test('an online photo book is shared by e-mail from its share page', async ({ journey, deployment }) => {
    const title = 'Grandma’s 80th birthday'
    const email = `kim.${unique(journey)}@example.com`
    await openSignedIn(journey, deployment, { path: '/online-products' })
    await journey.role('heading', 'Online photo books', { level: 1 }).shown()
    await (await controlOf(journey, 'Online photo books', title, 'link', 'Share')).click()
    await journey.at(/\/online-products\/PC-100001-002$/)
    await journey.role('heading', title, { level: 1 }).shown()
    await journey.role('textbox', 'Your name').shown()
    await expectWholeScreen(journey, deployment, 'share')

    const form = journey.role('region', 'Share by e-mail')
    await form.role('textbox', 'Your name').fill('Alex Morgan')
    await form.role('textbox', 'Recipient’s e-mail address').fill(email)
    await form.role('textbox', 'Personal message (optional)').fill('Look at this!')
    await journey
      .role('complementary', 'Preview of the e-mail')
      .text(/Alex Morgan has shared a photo book with you/)
      .shown()
    await form.role('button', 'Send').click()
    await journey.role('status').text(`The photo book has been shared with ${email}.`).shown()
    await journey
      .role('definition')
      .text(/^Shared since/)
      .shown()

    const base64 = Buffer.from(email).toString('base64')
    const shares = await arrived(journey, deployment, (request) => {
      if (request.method !== 'PUT' || !request.path.includes('/share?')) return false
      return new URLSearchParams(request.path.split('?')[1]).get('toEmailAddress') === base64
    })
    if (deployment === 'production') {
      expect(shares, 'the PUT of the share').toHaveLength(1)
      const query = new URLSearchParams(shares[0]!.path.split('?')[1])
      expect(query.get('fromName')).toBe('Alex Morgan')
      expect(query.get('personalMessage')).toBe('Look at this!')
    }
  })
})

test('Sign out leads back to signing in, and the app opens again afterwards', async ({
  journey,
  deployment,
}) => {
  await openSignedIn(journey, deployment, { path: '/' })
  await journey.role('heading', /^Hello /, { level: 1 }).shown()
  await journey.role('link', 'Sign out').click()
  await journey.role('heading', deployment === 'production' ? 'Mock identity provider' : 'Sign in').shown()
  // Reopened, as a customer coming back: signing in again leads to the account.
  await openSignedIn(journey, deployment, { path: '/' })
  await journey.role('heading', /^Hello /, { level: 1 }).shown()
})
