// A customer's journey, written once for every engine: finds things by role, label and text (page-queries.ts) and
// waits for states, each wait bounded by the machine factor (tests/support/machine-factor.ts).
import { scaledMs } from '../support/machine-factor'
import type { ClickOptions, ElementRef, EngineSession } from './engine-session'
import type { QueryStep, TextMatch } from './page-queries'

export type Text = string | RegExp

const asMatch = (text: Text): TextMatch =>
  typeof text === 'string' ? text : { source: text.source, flags: text.flags }

const describe = (steps: QueryStep[]) =>
  steps
    .map((step) =>
      step.by === 'role'
        ? `${step.role}${step.name === undefined ? '' : ` "${typeof step.name === 'string' ? step.name : `/${step.name.source}/`}"`}`
        : step.by === 'css'
          ? step.selector
          : `${step.by} "${typeof step.text === 'string' ? step.text : `/${step.text.source}/`}"`,
    )
    .join(' › ')

const pause = () => new Promise((done) => setTimeout(done, 100))

/**
 * Waits until `check` gives a value other than undefined, null or false, within the machine-scaled limit (WebDriver
 * hands a page's undefined back as null).
 */
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined | null | false>,
  limitMs = 20_000, // grown by scaledMs below
): Promise<T> {
  const deadline = Date.now() + scaledMs(limitMs)
  let lastError: unknown
  for (;;) {
    try {
      const value = await check()
      if (value !== undefined && value !== null && value !== false) return value
    } catch (error) {
      lastError = error // a document replaced mid-query is asked again
    }
    if (Date.now() > deadline) {
      throw new Error(`waited in vain for ${what}${lastError ? ` (last error: ${String(lastError)})` : ''}`)
    }
    await pause()
  }
}

/**
 * `act`, and once more whenever `happened` has not come a while after it: WebKitGTK's driver has lost single clicks
 * and keys, with nothing in the page's errors; a customer presses again too. Fails as {@link until} does if it never
 * happens.
 */
export function actUntil(what: string, act: () => Promise<unknown>, happened: () => Promise<boolean>) {
  return until(what, async () => {
    await act()
    return until(`${what}, a while after`, happened, 3_000).catch(() => false)
  })
}

export interface RoleOptions {
  level?: number
  checked?: boolean
}

/** What a query finds: acted on once it is there. */
export class Found {
  constructor(
    readonly session: EngineSession,
    private readonly steps: QueryStep[],
    private readonly index = 0,
  ) {}

  get description() {
    return describe(this.steps) + (this.index ? ` #${this.index + 1}` : '')
  }

  role(role: string, name?: Text, options: RoleOptions = {}) {
    const step: QueryStep = {
      by: 'role',
      role,
      ...options,
      ...(name === undefined ? {} : { name: asMatch(name) }),
    }
    return new Found(this.session, [...this.steps, step])
  }
  text(text: Text) {
    return new Found(this.session, [...this.steps, { by: 'text', text: asMatch(text) }])
  }
  label(text: Text) {
    return new Found(this.session, [...this.steps, { by: 'label', text: asMatch(text) }])
  }
  css(selector: string, options: { hidden?: boolean } = {}) {
    return new Found(this.session, [...this.steps, { by: 'css', selector, ...options }])
  }
  nth(index: number) {
    return new Found(this.session, this.steps, index)
  }

  /** The visible elements found now. */
  all(): Promise<ElementRef[]> {
    return this.session.find(this.steps)
  }
  async count(): Promise<number> {
    return (await this.all()).length
  }
  /** Waits until it is there and visible. */
  async element(): Promise<ElementRef> {
    return until(this.description, async () => (await this.all())[this.index])
  }
  async shown(): Promise<void> {
    await this.element()
  }
  async gone(): Promise<void> {
    await until(`${this.description} to be gone`, async () => (await this.all()).length <= this.index)
  }
  async click(options?: ClickOptions) {
    await this.session.keepErrors()
    // A notification drawn over the element for a moment: WebDriver refuses the click at once, Playwright waits.
    await until(`${this.description} to take a click`, async () => {
      try {
        await this.session.click(await this.element(), options)
        return true
      } catch (error) {
        if (/intercept/i.test(String(error))) return false
        throw error
      }
    })
  }
  async fill(text: string) {
    await this.session.fill(await this.element(), text)
  }
  async setFiles(paths: string[]) {
    await this.session.setFiles(await this.element(), paths)
  }
}

/** A journey in one engine: the page's root queries, its keyboard, navigation and checks. */
export class Journey extends Found {
  constructor(session: EngineSession) {
    super(session, [])
  }
  get engine() {
    return this.session.engine
  }
  open(url: string) {
    return this.session.goto(url)
  }
  press(key: string) {
    return this.session.press(key)
  }
  back() {
    return this.session.back()
  }
  reload() {
    return this.session.reload()
  }
  /** Waits until the page's address matches. */
  async at(pattern: RegExp): Promise<void> {
    await until(`the address to match ${pattern}`, async () => pattern.test(await this.session.url()))
  }
  /** Waits until a function run in the page gives a value other than undefined, null or false. */
  waitInPage<Arg, Result>(what: string, fn: (arg: Arg) => Result | undefined | null | false, arg: Arg) {
    return until(what, () => this.session.run(fn, arg) as Promise<Result | undefined | null | false>)
  }
  run<Arg, Result>(fn: (arg: Arg) => Result | Promise<Result>, arg: Arg) {
    return this.session.run(fn, arg)
  }
}
