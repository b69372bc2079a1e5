// The certificate of the bench's TLS fronts (nginx-server.ts), made once per run, and how Chromium is told to trust
// it. Accepted by ignoring the error instead (a context's ignoreHTTPSErrors), its answers were kept in no disk cache:
// Chromium caches nothing of a connection with a certificate error, so a visit that came back from another site (the
// identity provider) downloaded the app's code again, which no customer with a valid certificate does.
import { spawnSync } from 'node:child_process'
import { createHash, X509Certificate } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface FrontCertificate {
  certificate: string
  key: string
  /** The base64 SHA-256 of its public key, as Chromium's `--ignore-certificate-errors-spki-list` takes it. */
  publicKeyHash: string
}

let made: FrontCertificate | undefined

/** A self-signed certificate for localhost, *.localhost and 127.0.0.1, valid two days, removed when the run ends. */
export function frontCertificate(): FrontCertificate {
  if (made) return made
  const folder = mkdtempSync(join(tmpdir(), 'front-certificate-'))
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }))
  const certificate = join(folder, 'front.crt')
  const key = join(folder, 'front.key')
  const openssl = spawnSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '2'],
      ...['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,DNS:*.localhost,IP:127.0.0.1'],
      ...['-keyout', key, '-out', certificate],
    ],
    { encoding: 'utf8' },
  )
  if (openssl.status !== 0)
    throw new Error(`openssl could not make the front's certificate:\n${openssl.stderr}`)
  const publicKey = new X509Certificate(readFileSync(certificate)).publicKey.export({
    type: 'spki',
    format: 'der',
  })
  made = { certificate, key, publicKeyHash: createHash('sha256').update(publicKey).digest('base64') }
  return made
}
