import { describe, expect, it } from 'vitest'
import { cutText, type MeasuredControl, overlapOf, overlappingControls, oversizedIcons } from './layout-rules'

const control = (name: string, left: number, top: number, more: Partial<MeasuredControl> = {}) => ({
  name,
  box: { left, top, right: left + 100, bottom: top + 40 },
  inside: [],
  marks: [],
  ...more,
})

describe('overlapping controls', () => {
  it('measures the area two boxes share', () => {
    expect(overlapOf(control('a', 0, 0).box, control('b', 60, 30).box)).toEqual({ width: 40, height: 10 })
    expect(overlapOf(control('a', 0, 0).box, control('b', 200, 0).box)).toEqual({ width: 0, height: 40 })
  })

  it('names two controls drawn over each other', () => {
    expect(overlappingControls([control("button 'A'", 0, 0), control("link 'B'", 50, 10)])).toEqual([
      "button 'A' and link 'B' overlap by 50×30 px",
    ])
  })

  it('lets boxes touch or meet by 2 px (rounding, anti-aliasing)', () => {
    expect(overlappingControls([control('a', 0, 0), control('b', 98, 0), control('c', 0, 38.5)])).toEqual([])
  })

  it('never counts a control inside another', () => {
    expect(overlappingControls([control('link', 0, 0), control('button', 10, 0, { inside: [0] })])).toEqual(
      [],
    )
  })

  it('lets an overlay lie over the controls it is made for, and only those', () => {
    const more = control("button '+3'", 0, 0, { overlay: { over: 'photo-cell-0', reason: '+N' } })
    expect(overlappingControls([control('photo', 0, 0, { marks: ['photo-cell-0'] }), more])).toEqual([])
    expect(
      overlappingControls([control('other photo', 0, 0, { marks: ['photo-cell-1'] }), more]),
    ).toHaveLength(1)
    expect(overlappingControls([more, control('toolbar button', 0, 0)])).toHaveLength(1)
  })
})

describe('cut text', () => {
  it('reports text wider than its box by more than a pixel, clipped or running out', () => {
    expect(
      cutText([
        { control: "select 'Sort by'", text: 'Aufnahmedatum', needs: 271, has: 180, how: 'clipped' },
        {
          control: "button 'Herunterladen'",
          text: 'Herunterladen',
          needs: 101.8,
          has: 98.7,
          how: 'overflows',
        },
        { control: "button 'OK'", text: 'OK', needs: 40.9, has: 40, how: 'clipped' },
      ]),
    ).toEqual([
      "select 'Sort by': 'Aufnahmedatum' is cut off (271 px of text in 180 px)",
      "button 'Herunterladen': 'Herunterladen' runs out of its box (101.8 px of text in 98.7 px)",
    ])
  })
})

describe('icons', () => {
  it('reports an icon larger than the kit’s largest, 32 px', () => {
    expect(
      oversizedIcons([
        { control: "button 'Download'", width: 24, height: 24 },
        { control: "button 'Zoom'", width: 32, height: 32 },
        { control: "button 'Delete'", width: 110, height: 130 },
      ]),
    ).toEqual(["button 'Delete' has an icon of 110×130 px (at most 32)"])
  })
})
