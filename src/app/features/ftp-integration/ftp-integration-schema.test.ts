import { describe, expect, it } from 'vitest'
import { ftpIntegrationMessages, ftpIntegrationSchema } from './ftp-integration-schema'

const problems = (input: object) =>
  Object.fromEntries(
    (
      ftpIntegrationSchema.safeParse({
        callbackUrl: 'https://example.com/hooks',
        callbackFormat: 'json',
        ...input,
      }).error?.issues ?? []
    ).map((issue) => [issue.path[0], issue.message]),
  )

describe('the FTP integration schema', () => {
  it('takes an https address and a format, without the spaces around the address', () => {
    expect(
      ftpIntegrationSchema.parse({ callbackUrl: ' https://studio.example/hooks ', callbackFormat: 'xml' }),
    ).toEqual({
      callbackUrl: 'https://studio.example/hooks',
      callbackFormat: 'xml',
    })
  })

  it('refuses anything but an https address', () => {
    for (const callbackUrl of [
      '',
      'studio.example/hooks',
      'http://studio.example/hooks',
      'ftp://studio.example',
      'https://',
    ])
      expect(problems({ callbackUrl }), callbackUrl).toEqual({
        callbackUrl: ftpIntegrationMessages.callbackUrl,
      })
    expect(problems({ callbackUrl: `https://example.com/${'a'.repeat(2040)}` })).toEqual({
      callbackUrl: ftpIntegrationMessages.callbackUrl,
    })
  })

  it('refuses an https address the service must not call: loopback, private, link-local or metadata', () => {
    for (const callbackUrl of [
      'https://127.0.0.1',
      'https://localhost/hooks',
      'https://10.1.2.3/hooks',
      'https://192.168.0.10',
      'https://169.254.169.254/latest/meta-data/',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://[::1]/',
      'https://2130706433/',
    ])
      expect(problems({ callbackUrl }), callbackUrl).toEqual({
        callbackUrl: ftpIntegrationMessages.callbackUrlPublic,
      })
  })

  it('needs one of the two formats', () => {
    expect(problems({ callbackFormat: undefined })).toEqual({
      callbackFormat: ftpIntegrationMessages.callbackFormat,
    })
    expect(problems({ callbackFormat: 'csv' })).toEqual({
      callbackFormat: ftpIntegrationMessages.callbackFormat,
    })
  })
})
