// The bytes of files uploaded in this session. They stay in memory (the saved mock db keeps only the upload
// records: local storage could not hold the files); after a reload the mock serves a generated stand-in.

const files = new Map<string, { bytes: Uint8Array<ArrayBuffer>; contentType: string }>()

export function keepUploadedFile(
  uploadId: string,
  bytes: Uint8Array<ArrayBuffer>,
  contentType: string,
): void {
  files.set(uploadId, { bytes, contentType })
}

export function uploadedFile(uploadId: string) {
  return files.get(uploadId)
}
