import { File as NodeFile } from 'node:buffer'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getResponse, HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ToastProvider } from '#app/ui/toast/toast-provider'
import { allowedRequestHeaders } from '../../../../mocks/cors'
import { subjectOf } from '../../../../mocks/db/personas'
import { handlersFor } from '../../../../mocks/handlers'
import { requestHandlers } from '../../../../mocks/handlers/operation'
import { mockServerForTests } from '../../../../tests/mock-server-for-tests'
import { renderWithPlatform, signInAs } from '../../../../tests/render-with-platform'
import { ActivationProvider } from './activation-context'
import { AddPhotosButton } from './add-photos-button'
import { WithPlatform } from './test-support'

const { ctx, server } = await mockServerForTests()

/** A real (tiny) PNG: 1×1, so the mock's type check reads it as a photo. */
const pngBytes = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
)
const jsdomFile = Object.getOwnPropertyDescriptor(globalThis, 'File')!
let readingBodies = 0

/**
 * undici's multipart parser checks its files against the global File, which jsdom replaces: Node's own stands in
 * while the mocks read upload bodies (some at the same time).
 */
async function withNodeFile<T>(read: () => Promise<T>): Promise<T> {
  if (readingBodies++ === 0) {
    Object.defineProperty(globalThis, 'File', { value: NodeFile, configurable: true, writable: true })
  }
  try {
    return await read()
  } finally {
    if (--readingBodies === 0) Object.defineProperty(globalThis, 'File', jsdomFile)
  }
}

/**
 * jsdom's XMLHttpRequest enforces CORS like a browser, and the Node mocks answer no preflight: the upload route
 * gets the CORS a cross-origin service sends (as mocks/http.ts does), answered by the baseline handlers unless
 * `override` answers first.
 */
function crossOriginUploads(override?: (request: Request) => Promise<Response | undefined>) {
  const url = `${ctx.services.storage}/uploads`
  const cors = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Headers': allowedRequestHeaders,
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
  }
  server.use(
    http.options(url, () => new HttpResponse(null, { status: 204, headers: cors })),
    http.post(url, async ({ request }) => {
      const body = await request.arrayBuffer()
      const copy = () => new Request(request.url, { method: 'POST', headers: request.headers, body })
      const answer = await withNodeFile(
        async () =>
          (await override?.(copy())) ?? (await getResponse(requestHandlers(handlersFor(ctx)), copy())),
      )
      const headers = new Headers(answer?.headers)
      for (const [name, value] of Object.entries(cors)) headers.set(name, value)
      return new HttpResponse(await answer?.arrayBuffer(), { status: answer?.status ?? 404, headers })
    }),
  )
}

const png = (name: string) =>
  new File([pngBytes], name, { type: 'image/png', lastModified: 1_700_000_000_000 })

function renderButton(flags: { UploadViewEnabled?: boolean; QrCodeUploadEnabled?: boolean } = {}) {
  return renderWithPlatform(
    <ToastProvider>
      <WithPlatform
        change={(platform) => ({
          flags: { ...platform.flags, UploadViewEnabled: true, QrCodeUploadEnabled: true, ...flags },
        })}
      >
        <ActivationProvider>
          <AddPhotosButton />
        </ActivationProvider>
      </WithPlatform>
    </ToastProvider>,
    ctx.services,
  )
}

const photoCount = () => ctx.db.photos.findMany((q) => q.where({ ownerSub: subjectOf('consumer') })).length

async function openModal() {
  const user = userEvent.setup({ applyAccept: false })
  await user.click(screen.getByRole('button', { name: 'Add photos' }))
  const dialog = await screen.findByRole('dialog', { name: 'Add photos' })
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!
  return { user, dialog, input }
}

describe('adding photos', () => {
  beforeEach(async () => {
    await signInAs(ctx, 'consumer')
    URL.createObjectURL = vi.fn(() => 'blob:preview')
    URL.revokeObjectURL = vi.fn()
  })
  afterEach(() => vi.restoreAllMocks())

  it('has no Add photos button when the upload view is off', () => {
    renderButton({ UploadViewEnabled: false })
    expect(screen.queryByRole('button', { name: 'Add photos' })).toBeNull()
  })

  it('opens the picker: My device and QR code tabs, Next disabled with nothing selected', async () => {
    renderButton()
    const { dialog } = await openModal()
    expect(within(dialog).getByRole('tab', { name: 'My device' }).getAttribute('aria-selected')).toBe('true')
    expect(within(dialog).getByRole('tab', { name: 'QR code' })).toBeTruthy()
    expect(within(dialog).getByText('Or drag and drop your photos here.')).toBeTruthy()
    expect(within(dialog).getByText('0 selected')).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true)
  })

  it('has no QR code tab when QR upload is off', async () => {
    renderButton({ QrCodeUploadEnabled: false })
    const { dialog } = await openModal()
    expect(within(dialog).queryByRole('tab')).toBeNull()
  })

  it('refuses other types by name and keeps what was selected', async () => {
    renderButton()
    const { user, dialog, input } = await openModal()
    await user.upload(input, [png('first.png')])
    await user.upload(input, [
      png('second.png'),
      new File(['GIF89a'], 'animation.gif', { type: 'image/gif' }),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    ])
    const alert = within(dialog).getByRole('alert')
    expect(alert.textContent).toContain(
      'animation.gif was not added: only HEIC, JPEG and PNG photos can be added.',
    )
    expect(alert.textContent).toContain('notes.txt was not added')
    expect(within(dialog).getByText('2 selected')).toBeTruthy()
    const selected = within(dialog).getByRole('list', { name: 'Selected photos' })
    expect(
      within(selected)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['first.png', 'second.png'])
    await user.click(within(dialog).getByRole('button', { name: 'Remove first.png' }))
    expect(within(dialog).getByText('1 selected')).toBeTruthy()
  })

  it('uploads nothing before Next, then one request per photo into the library', async () => {
    const requests: string[] = []
    crossOriginUploads(async (request) => {
      requests.push(request.url)
      return undefined
    })
    renderButton()
    const before = photoCount()
    const { user, dialog, input } = await openModal()
    await user.upload(input, [png('a.png'), png('b.png')])
    expect(requests).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Next' }))
    expect(await within(dialog).findByText('2 photos were added to your library')).toBeTruthy()
    expect(requests).toHaveLength(2)
    expect(new URL(requests[0]!).searchParams.get('accountId')).toBe('100001')
    expect(photoCount()).toBe(before + 2)
    expect(
      within(dialog).getByRole('progressbar', { name: 'All photos' }).getAttribute('aria-valuenow'),
    ).toBe('100')
  })

  it('shows a failed upload with Retry while the others go on, and Retry sends it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    let refuse = true
    crossOriginUploads(async (request) => {
      const file = (await request.formData()).get('file') as File
      if (refuse && file.name === 'broken.png') return HttpResponse.json({ message: 'down' }, { status: 500 })
      return undefined
    })
    renderButton()
    const { user, dialog, input } = await openModal()
    await user.upload(input, [png('fine.png'), png('broken.png')])
    await user.click(within(dialog).getByRole('button', { name: 'Next' }))
    expect(await within(dialog).findByText('1 photo could not be uploaded')).toBeTruthy()
    expect(within(dialog).getByText('1 photo was added to your library')).toBeTruthy()
    expect(within(dialog).getByText('Upload failed')).toBeTruthy()
    refuse = false
    await user.click(within(dialog).getByRole('button', { name: 'Retry broken.png' }))
    await waitFor(() => expect(within(dialog).getAllByText('Uploaded')).toHaveLength(2))
    expect(within(dialog).queryByText('Upload failed')).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Done' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
