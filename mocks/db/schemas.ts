// The mock backend's own record shapes. Shared with nothing in src/: the contracts are the only bridge.
import { z } from 'zod'

export const userSchema = z.object({
  sub: z.string(),
  /** The account id other services key data by (orders by account, saved projects, uploads). */
  accountId: z.string(),
  persona: z.string(),
  email: z.email(),
  idpType: z.string(),
  idpSub: z.string(),
  isB2b: z.boolean(),
})

export const photoSchema = z.object({
  imageId: z.string(),
  ownerSub: z.string(),
  localFileName: z.string(),
  created: z.iso.datetime(),
  dateTaken: z.iso.datetime().optional(),
  width: z.int().positive(),
  height: z.int().positive(),
  /** The upload the photo came with (photos uploaded together share it); derived from the upload day when absent. */
  uploadId: z.string().optional(),
  /** When its upload finished, if known. */
  uploadEnd: z.iso.datetime().optional(),
})

export const albumSchema = z.object({
  albumId: z.string(),
  ownerSub: z.string(),
  albumName: z.string().min(1),
  created: z.iso.datetime(),
  updated: z.iso.datetime(),
  photoIds: z.array(z.string()),
})

export type UserRecord = z.infer<typeof userSchema>
export type PhotoRecord = z.infer<typeof photoSchema>
export type AlbumRecord = z.infer<typeof albumSchema>
