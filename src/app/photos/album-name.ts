// zod/mini, as every schema in the app: the full zod adds about 18 kB gzip to each page using it (issue 18).
import { z } from 'zod/mini'

/** The longest name the photo service stores (openapi/photos.yaml, AlbumName); the spec sets no limit. */
export const albumNameMaxLength = 255

/** The message ids of the two problems a name can have (spec §5). */
export const albumNameMessages = {
  required: 'albums.name.required',
  invalid: 'albums.name.invalid',
} as const

/** Not starting with <, >, ; or whitespace, and no <, > or ; anywhere (the service's pattern too). */
const allowedName = /^[^<>;\s][^<>;]*$/

/**
 * The album name rule of the create and rename forms (spec §5): required ('Please give your album a name'), else
 * 'Name not valid' for a forbidden character or first character, or a name longer than the service keeps.
 */
export const albumNameSchema = z.string().check(
  z.minLength(1, { error: albumNameMessages.required, abort: true }),
  z.regex(allowedName, { error: albumNameMessages.invalid, abort: true }),
  // Counted in characters (code points) as the service counts, so an emoji counts once.
  z.refine((name) => [...name].length <= albumNameMaxLength, { error: albumNameMessages.invalid }),
)

export const albumNameFormSchema = z.object({ name: albumNameSchema })
export type AlbumNameForm = z.infer<typeof albumNameFormSchema>

/** The message id of a name's first problem, or undefined when the name is fine. */
export function albumNameProblem(name: string): string | undefined {
  const result = albumNameSchema.safeParse(name)
  return result.success ? undefined : result.error.issues[0]?.message
}
