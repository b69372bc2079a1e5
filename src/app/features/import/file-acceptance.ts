// Which picked files the import takes: heic, jpeg, png (docs/requirements/adding-photos.md#adding-photos-validation);
// the storage service refuses files over 50 MB (openapi/storage.yaml).

type ImageKind = 'heic' | 'jpeg' | 'png'

/** A file the user picked that will be uploaded; `key` tells the same file picked twice apart from others. */
export interface PickedFile {
  key: string
  file: File
  kind: ImageKind
}

/** A file the import refuses, and why: not a heic, jpeg or png, or larger than the service takes. */
export interface RefusedFile {
  key: string
  fileName: string
  reason: 'type' | 'size'
}

/** openapi/storage.yaml: POST /uploads answers 413 over 50 MB; the picker refuses such files up front. */
export const maxUploadBytes = 50 * 1024 * 1024

/** The file input's accept list: browsers often give HEIC files no type, so the extensions are listed too. */
export const acceptAttribute = '.heic,.jpg,.jpeg,.png,image/heic,image/jpeg,image/png'

const kindByType: Record<string, ImageKind> = {
  'image/heic': 'heic',
  'image/heif': 'heic',
  'image/jpeg': 'jpeg',
  'image/png': 'png',
}
const kindByExtension: Record<string, ImageKind> = { heic: 'heic', jpg: 'jpeg', jpeg: 'jpeg', png: 'png' }

/** The file's kind from its type, or from its extension when the browser gives no (or a generic) type. */
export function imageKindOf(file: Pick<File, 'name' | 'type'>): ImageKind | undefined {
  const type = file.type.toLowerCase()
  if (type && type !== 'application/octet-stream') return kindByType[type]
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase()
  return extension ? kindByExtension[extension] : undefined
}

function fileKey(file: File): string {
  return `${file.name}|${file.size}|${file.lastModified}`
}

/**
 * Splits newly picked files into those added to the selection and those refused. A file already selected is
 * neither added again nor refused; nothing selected before is dropped.
 */
export function pickFiles(
  files: Iterable<File>,
  selected: readonly PickedFile[],
): { accepted: PickedFile[]; refused: RefusedFile[] } {
  const known = new Set(selected.map((picked) => picked.key))
  const accepted: PickedFile[] = []
  const refused: RefusedFile[] = []
  for (const file of files) {
    const key = fileKey(file)
    if (known.has(key)) continue
    known.add(key)
    const kind = imageKindOf(file)
    if (!kind) refused.push({ key, fileName: file.name, reason: 'type' })
    else if (file.size > maxUploadBytes) refused.push({ key, fileName: file.name, reason: 'size' })
    else accepted.push({ key, file, kind })
  }
  return { accepted, refused }
}
