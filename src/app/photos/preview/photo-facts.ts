import { knownDateTaken } from '../photo-dates'
import type { PreviewPhoto } from './preview-photo'

/** What the details panel says about a photo: only the facts it has (a shared album's photo may lack some). */
export interface PhotoFacts {
  fileName?: string
  dateTaken?: Date
  uploaded?: Date
  /** The photo's size in pixels, as the library shows it. */
  pixels?: { width: number; height: number }
}

function validDate(value: string | undefined): Date | undefined {
  if (!value) return undefined
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date
}

const isPixelCount = (value: number | undefined): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0

export function photoFacts(photo: PreviewPhoto): PhotoFacts {
  const facts: PhotoFacts = {}
  const fileName = photo.localFileName.trim()
  if (fileName) facts.fileName = photo.localFileName
  // January 1970 stands for an unknown date taken (docs/requirements/photos-screen.md#photos-cell), as in the timeline.
  const dateTaken = knownDateTaken(photo.dateTaken)
  if (dateTaken) facts.dateTaken = dateTaken
  const uploaded = validDate(photo.created)
  if (uploaded) facts.uploaded = uploaded
  if (isPixelCount(photo.visibleWidth) && isPixelCount(photo.visibleHeight)) {
    facts.pixels = { width: photo.visibleWidth, height: photo.visibleHeight }
  }
  return facts
}
