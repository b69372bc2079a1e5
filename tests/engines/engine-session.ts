// What a journey needs of a browser engine, and nothing more: every engine's driver implements it, so one journey
// runs in Chromium and Firefox (Playwright, over CDP and WebDriver BiDi) and in WebKitGTK (WebDriver)
// (docs/decisions/0041-three-engines.md).
import type { QueryStep } from './page-queries'

export type EngineName = 'chromium' | 'firefox' | 'webkit'

export interface ClickOptions {
  shift?: boolean
  double?: boolean
}

/** An element found in the page, as the engine's driver refers to it. */
export type ElementRef = { readonly engineElement: unknown }

export interface EngineSession {
  readonly engine: EngineName
  /** Whether a click can carry Shift (WebKitGTK's WebDriver drops the modifier). */
  readonly canShiftClick: boolean
  /**
   * Whether a double-click's second click reports `detail` 2, as a system's double-click does (Firefox over WebDriver
   * BiDi reports 1 for both).
   */
  readonly canDoubleClick: boolean
  /** The narrowest window the driver can make (WebKitGTK's MiniBrowser stops at about 450 px). */
  readonly narrowestWidth: number
  goto(url: string): Promise<void>
  back(): Promise<void>
  reload(): Promise<void>
  url(): Promise<string>
  /** The visible elements the query finds now. */
  find(steps: QueryStep[]): Promise<ElementRef[]>
  /** Runs a script's source text in the page (a library such as axe-core's). */
  inject(source: string): Promise<void>
  /** Runs a self-contained function in the page with one JSON argument; its JSON result comes back. */
  run<Arg, Result>(fn: (arg: Arg) => Result | Promise<Result>, arg: Arg): Promise<Result>
  /** A click, with Shift held, or a double-click. */
  click(element: ElementRef, options?: ClickOptions): Promise<void>
  /** Replaces the field's value by typing `text` into it. */
  fill(element: ElementRef, text: string): Promise<void>
  setFiles(element: ElementRef, paths: string[]): Promise<void>
  /** One key or chord, in Playwright's names: 'Escape', 'ArrowRight', 'Shift+ArrowRight', 'Delete', 'i'. */
  press(key: string): Promise<void>
  resize(width: number, height: number): Promise<void>
  screenshot(path: string): Promise<void>
  /** Reads the document's errors so far, before an action that may leave it (page-errors.ts). */
  keepErrors(): Promise<void>
  /** Every error the session's documents recorded, as text. */
  errors(): Promise<string[]>
  close(): Promise<void>
}
