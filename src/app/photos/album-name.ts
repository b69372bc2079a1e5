// zod/mini, as every schema in the app: the full zod adds about 18 kB gzip to each page using it (issue 18).
import { z } from 'zod/mini'
import { singleLineText } from '#app/ui/form/text-rules'

/**
 * The longest name the photo service stores: AlbumName's maxLength in openapi/photos.yaml (album-name.test.ts holds
 * the two equal). The spec sets no limit; the form shows this one as the customer types.
 */
export const albumNameMaxLength = 255

/**
 * The message ids of the problems a name can have: the rule's two (docs/requirements/albums.md#albums-name-rule), and
 * the limit and hidden characters (bidi).
 */
export const albumNameMessages = {
  required: 'albums.name.required',
  invalid: 'albums.name.invalid',
  tooLong: 'albums.name.tooLong',
  bidi: 'albums.name.bidi',
} as const

/** Not starting with <, >, ; or whitespace, and no <, > or ; anywhere (the service's pattern too). */
const allowedName = /^[^<>;\s][^<>;]*$/

/** A name's length as the service counts it: in characters (code points), so an emoji counts once. */
export const albumNameLength = (name: string) => [...name].length

/**
 * The name as it is sent: without the whitespace after its last character. Leading whitespace stays, and so does a
 * name of nothing but whitespace, so that the rule refuses them ('Name not valid',
 * docs/requirements/albums.md#albums-name-rule) rather than the form quietly changing what the customer typed at the
 * start.
 */
export const sentAlbumName = (name: string) => name.replace(/(\S)\s+$/u, '$1')

/**
 * The album name rule of the create and rename forms (docs/requirements/albums.md#albums-name-rule), on the name as
 * sent: required ('Please give your album a name'), else 'Name not valid' for a forbidden character or first character;
 * then control, text-direction and zero-width characters and the service's length, each with its own message. One
 * problem at a time.
 */
export const albumNameSchema = z.pipe(
  z.transform((name: string) => sentAlbumName(name)),
  z.string().check(
    z.minLength(1, { error: albumNameMessages.required, abort: true }),
    z.regex(allowedName, { error: albumNameMessages.invalid, abort: true }),
    // The contracts' SingleLineText: no control characters nor hidden ones that change the text's direction or
    // hide in it ('photos\u202egpj.exe' shows as 'photosexe.jpg'), so a name reads as it is stored.
    singleLineText(albumNameMessages.bidi, { abort: true }),
    z.refine((name) => albumNameLength(name) <= albumNameMaxLength, { error: albumNameMessages.tooLong }),
  ),
)

export const albumNameFormSchema = z.object({ name: albumNameSchema })
export type AlbumNameForm = z.input<typeof albumNameFormSchema>

/** The message id of a name's first problem, or undefined when the name is fine. */
export function albumNameProblem(name: string): string | undefined {
  const result = albumNameSchema.safeParse(name)
  return result.success ? undefined : result.error.issues[0]?.message
}
