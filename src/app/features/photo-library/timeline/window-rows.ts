/** Where each row starts, for rows of the given heights; the last entry is the total height. */
export function rowOffsets(sizes: readonly number[]): Float64Array {
  const offsets = new Float64Array(sizes.length + 1)
  for (let index = 0; index < sizes.length; index++) offsets[index + 1] = offsets[index]! + sizes[index]!
  return offsets
}

/**
 * The first and last rows that meet the band [top, bottom) of the list (pixels from its top), widened by `overscan`
 * rows on each side; [0, -1] when there are no rows. A binary search, so it costs the same for any library size.
 */
export function rowsInView(
  offsets: Float64Array,
  top: number,
  bottom: number,
  overscan: number,
): [first: number, last: number] {
  const count = offsets.length - 1
  if (count <= 0) return [0, -1]
  let first = 0
  let high = count - 1
  while (first < high) {
    const middle = (first + high) >> 1
    if (offsets[middle + 1]! <= top) first = middle + 1
    else high = middle
  }
  let last = first
  while (last < count - 1 && offsets[last + 1]! < bottom) last++
  return [Math.max(0, first - overscan), Math.min(count - 1, last + overscan)]
}
