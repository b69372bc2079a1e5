import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { checkAnswer } from '#app/api/answer-check'
import { answerSchemasOf } from '#app/api/answer-schemas'
import { ApiError, type ApiFailureKind, isApiError } from '#app/api/api-error'
import { correlationHeader } from '#app/api/service-middleware'
import { uploadTimeLimitMs } from '#app/api/time-limits'
import { idempotencyKeyHeader, nextIdempotencyKey } from '#app/api/write-attempt'
import { currentAccessToken, renewAccessToken } from '#app/platform/auth/session'
import { customerQuery } from './customers/customer'
import { useServiceClient } from './service-clients'

interface UploadRequest {
  /** The full upload URL (uploadEndpoint + accountId): always on a configured service origin. */
  url: string
  file: File
  dateTaken?: string | undefined
  accessToken: string | undefined
  /** The same for each send of one photo (a send again after a renewal), so the service may drop a repeat. */
  idempotencyKey: string
  /** Bytes of the file sent so far. */
  onProgress: (loaded: number) => void
}

/** What the storage service answered: the new photo's id (openapi/storage.yaml, uploadPhoto 201). */
export interface UploadAnswer {
  imageId: string | null
}

/**
 * POST one photo as multipart/form-data (part `file`, optionally `dateTaken`). XMLHttpRequest, not fetch: only it
 * reports upload progress. Adds the same headers as the service clients; a non-2xx answer, a network failure or
 * an abort rejects with ApiError.
 */
export function sendUpload(request: UploadRequest): Promise<UploadAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    const correlationId = crypto.randomUUID()
    const failure = (status: number, responseText: string, kind?: ApiFailureKind) =>
      new ApiError({
        kind,
        status,
        responseText,
        method: 'POST',
        url: request.url,
        correlationId,
        operationId: 'uploadPhoto',
      })
    xhr.open('POST', request.url)
    // A timer, not xhr.timeout: the same kind of limit as every other call's, which a test's clock can move.
    let timedOut = false
    const limit = setTimeout(() => {
      timedOut = true
      xhr.abort()
    }, uploadTimeLimitMs)
    xhr.addEventListener('loadend', () => clearTimeout(limit))
    xhr.setRequestHeader(correlationHeader, correlationId)
    xhr.setRequestHeader('Cache-Control', 'no-cache')
    xhr.setRequestHeader(idempotencyKeyHeader, request.idempotencyKey)
    if (request.accessToken) xhr.setRequestHeader('Authorization', `Bearer ${request.accessToken}`)
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) request.onProgress(Math.min(event.loaded, request.file.size))
    })
    xhr.addEventListener('load', () => {
      if (xhr.status < 200 || xhr.status >= 300) return reject(failure(xhr.status, xhr.responseText))
      let body: unknown
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        return reject(failure(xhr.status, 'The answer is not JSON', 'malformed'))
      }
      // Checked against the contract like every other answer (decision 0030).
      answerSchemasOf('storage').then(
        (schemas) => {
          const schema = schemas.operations['post /uploads']?.bodies[String(xhr.status)]
          const checked = schema
            ? checkAnswer(schema, body, schemas.defs)
            : { ok: true as const, value: body }
          if (!checked.ok) return reject(failure(xhr.status, checked.problem, 'wrong-shape'))
          request.onProgress(request.file.size)
          const { imageId } = checked.value as { imageId?: unknown }
          resolve({ imageId: typeof imageId === 'string' ? imageId : null })
        },
        () => reject(failure(0, "the storage contract's answer schemas did not load", 'network')),
      )
    })
    xhr.addEventListener('error', () => reject(failure(0, 'Network error')))
    xhr.addEventListener('abort', () =>
      reject(
        timedOut
          ? failure(0, `no answer within ${uploadTimeLimitMs} ms`, 'timeout')
          : failure(0, 'The upload was aborted', 'aborted'),
      ),
    )
    const form = new FormData()
    form.append('file', request.file, request.file.name)
    if (request.dateTaken) form.append('dateTaken', request.dateTaken)
    xhr.send(form)
  })
}

/**
 * Sends one photo to the signed-in customer's account (`url` names the endpoint for that account). A refused token is
 * renewed and the photo sent once more, as the service clients do: a 401 stored nothing.
 */
export function useUploadPhoto() {
  const uploadAccountId = useUploadAccountId()
  return useCallback(
    async ({
      url,
      file,
      dateTaken: dateTakenLater,
      onProgress,
    }: {
      url: (accountId: string) => string
      file: File
      dateTaken: Promise<string | undefined>
      onProgress: (loaded: number) => void
    }): Promise<UploadAnswer> => {
      const idempotencyKey = nextIdempotencyKey()
      const [accountId, dateTaken, accessToken] = await Promise.all([
        uploadAccountId(),
        dateTakenLater,
        currentAccessToken(),
      ])
      const upload = (token: string | undefined) =>
        sendUpload({ url: url(accountId), file, dateTaken, accessToken: token, idempotencyKey, onProgress })
      try {
        return await upload(accessToken)
      } catch (error) {
        if (!(isApiError(error) && error.status === 401)) throw error
        // Another call may have renewed it meanwhile; only a refused current token needs renewing.
        const current = await currentAccessToken()
        const renewed = current && current !== accessToken ? current : await renewAccessToken()
        if (!renewed) throw error
        onProgress(0)
        return upload(renewed)
      }
    },
    [uploadAccountId],
  )
}

/** The account id an upload goes to: the signed-in customer's, from the cache or GET of the customer service. */
function useUploadAccountId(): () => Promise<string> {
  const queryClient = useQueryClient()
  const client = useServiceClient('customers')
  return useCallback(
    async () => (await queryClient.ensureQueryData(customerQuery(client))).accountId,
    [queryClient, client],
  )
}
