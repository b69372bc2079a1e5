// The pure half of the layout check (tests/e2e/layout-check.ts, issue 27): the page measures its controls, their
// text and their icons; these rules turn the measurements into problems a person can read.

export interface Box {
  left: number
  top: number
  right: number
  bottom: number
}

/** A visible interactive control as the page measured it. */
export interface MeasuredControl {
  /** How a person finds it: its role or tag and its name ("button 'Weiter'"). */
  name: string
  box: Box
  /** Indexes of the controls this one is drawn inside (a link holding a button): never an overlap. */
  inside: number[]
  /** Marks others' deliberate overlays may lie over ('photo-cell', 'photo-cell-3'). */
  marks: string[]
  /** A deliberate overlay: it may lie over controls bearing the mark `over`, and why. */
  overlay?: { over: string; reason: string }
}

/** Text inside a control: clipped (overflow hidden, an ellipsis), or drawn past the control's box. */
export interface MeasuredText {
  control: string
  text: string
  /** How wide the text is and how wide its box is, in px. */
  needs: number
  has: number
  how: 'clipped' | 'overflows'
}

export interface MeasuredIcon {
  control: string
  width: number
  height: number
}

/** The kit's largest icon (ui/icons.tsx sizes 18–24; the photo grid's and preview's CSS at most 32 px). */
export const largestIcon = 32
/** Overlaps and overflows this small are anti-aliasing and rounding, not a fault a customer sees. */
export const overlapTolerance = 2
export const textTolerance = 1

const round = (value: number) => Math.round(value * 10) / 10

/** Width and height of the area two boxes share; 0 when they do not meet. */
export function overlapOf(a: Box, b: Box): { width: number; height: number } {
  return {
    width: Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)),
    height: Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)),
  }
}

function deliberate(a: MeasuredControl, b: MeasuredControl): boolean {
  return Boolean(
    (a.overlay && b.marks.includes(a.overlay.over)) || (b.overlay && a.marks.includes(b.overlay.over)),
  )
}

/** Pairs of controls drawn over each other by more than the tolerance, one inside the other and overlays excepted. */
export function overlappingControls(controls: MeasuredControl[]): string[] {
  const problems: string[] = []
  for (const [i, a] of controls.entries()) {
    for (const [offset, b] of controls.slice(i + 1).entries()) {
      const j = i + 1 + offset
      if (a.inside.includes(j) || b.inside.includes(i) || deliberate(a, b)) continue
      const shared = overlapOf(a.box, b.box)
      if (shared.width > overlapTolerance && shared.height > overlapTolerance)
        problems.push(`${a.name} and ${b.name} overlap by ${round(shared.width)}×${round(shared.height)} px`)
    }
  }
  return problems
}

export function cutText(texts: MeasuredText[]): string[] {
  return texts
    .filter((text) => text.needs > text.has + textTolerance)
    .map((text) =>
      text.how === 'clipped'
        ? `${text.control}: '${text.text}' is cut off (${round(text.needs)} px of text in ${round(text.has)} px)`
        : `${text.control}: '${text.text}' runs out of its box (${round(text.needs)} px of text in ${round(text.has)} px)`,
    )
}

export function oversizedIcons(icons: MeasuredIcon[]): string[] {
  return icons
    .filter((icon) => Math.max(icon.width, icon.height) > largestIcon + 0.5)
    .map(
      (icon) =>
        `${icon.control} has an icon of ${round(icon.width)}×${round(icon.height)} px (at most ${largestIcon})`,
    )
}
