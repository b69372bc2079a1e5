import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { brotliModuleInstalled, brotliStaticModule, nginxSiteConfig } from '../../scripts/nginx-site-config'
import { frontCertificate } from './front-certificate'

const nginx = '/usr/sbin/nginx'

/** The folders nginx writes request bodies and proxied answers to, each inside the test's prefix. */
const tempKinds = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']

/**
 * The main nginx.conf around the rendered server block, as Debian's own wraps conf.d/*.conf: the brotli module when
 * installed (by its absolute path: Debian's modules-enabled/ names it relative to /usr/share/nginx) and its MIME
 * types, with every file nginx writes inside `prefix`.
 */
function mainConfig(prefix: string, fronts: string): string {
  const user = process.getuid?.() === 0 ? 'user root root;\n' : ''
  const temp = tempKinds.map((kind) => `    ${kind}_temp_path ${join(prefix, kind)};`).join('\n')
  return `${user}worker_processes 1;
daemon off;
pid ${join(prefix, 'nginx.pid')};
error_log stderr warn;
${brotliModuleInstalled() ? `load_module ${brotliStaticModule};\n` : ''}events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
${temp}
    include ${join(prefix, 'photo-shop.conf')};
${fronts}}
`
}

/**
 * A TLS terminator speaking HTTP/2, as a CDN or load balancer in front of the deployment does for customers (README
 * 'Deploying': TLS is ended in front of nginx): each front forwards to a local HTTP port, WebSockets (the push
 * channel) included. A browser over plain HTTP/1.1 opens six connections per host and queues the rest, a round trip
 * each on a mobile network; over HTTP/2 the first screen's files share one connection (decision 0062).
 */
export interface TlsFront {
  /** Where the front listens (TLS, HTTP/2). */
  port: number
  /** The local HTTP port it forwards to. */
  to: number
}

function frontsConfig(fronts: readonly TlsFront[]): string {
  if (fronts.length === 0) return ''
  const { certificate, key } = frontCertificate()
  const servers = fronts.map(
    (front) => `    server {
        listen 127.0.0.1:${front.port} ssl http2;
        ssl_certificate ${certificate};
        ssl_certificate_key ${key};
        location / {
            proxy_pass http://127.0.0.1:${front.to};
            proxy_http_version 1.1;
            proxy_set_header Host $http_host;
            proxy_set_header Upgrade $http_upgrade;
            proxy_set_header Connection $front_connection;
            proxy_buffering off;
            proxy_read_timeout 1h;
        }
    }
`,
  )
  return `    map $http_upgrade $front_connection { default upgrade; '' ''; }
${servers.join('')}`
}

/**
 * Serves a production build with Debian's nginx and the configuration `npm run nginx-config` renders, on `port`, for
 * `serverNames`; resolves once nginx answers. `stop()` ends it and removes its files.
 */
export async function startNginx(options: {
  root: string
  configText: string
  port: number
  serverNames: string[]
  /** TLS and HTTP/2 in front of the server (or of another local server), as customers reach a deployment. */
  tlsFronts?: readonly TlsFront[]
  /** The identity provider the served config.json signs in at (nginx-site-config.ts `signInAuthority`). */
  signInAuthority?: string
}): Promise<{ stop: () => void }> {
  if (!existsSync(nginx)) {
    throw new Error(
      `${nginx} is missing: apt-get install -y nginx libnginx-mod-http-brotli-static (.ci/run does)`,
    )
  }
  const prefix = mkdtempSync(join(tmpdir(), 'nginx-e2e-'))
  for (const kind of tempKinds) mkdirSync(join(prefix, kind))
  writeFileSync(
    join(prefix, 'photo-shop.conf'),
    nginxSiteConfig({
      root: resolve(options.root),
      configText: options.configText,
      listen: `127.0.0.1:${options.port}`,
      serverNames: options.serverNames,
      ...(options.signInAuthority ? { signInAuthority: options.signInAuthority } : {}),
    }),
  )
  writeFileSync(join(prefix, 'nginx.conf'), mainConfig(prefix, frontsConfig(options.tlsFronts ?? [])))
  const args = ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr']
  const check = spawnSync(nginx, ['-t', '-q', ...args], { encoding: 'utf8' })
  if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}`)
  const server: ChildProcess = spawn(nginx, args, { stdio: ['ignore', 'ignore', 'inherit'] })
  // Its files go once it has ended (it removes its pid file last); a worker that exits takes nginx with it.
  server.once('exit', () => rmSync(prefix, { recursive: true, force: true }))
  const stop = () => server.kill('SIGQUIT')
  process.once('exit', stop)
  for (let attempt = 0; attempt < 300; attempt++) {
    if (server.exitCode !== null) break
    const answered = await fetch(`http://127.0.0.1:${options.port}/robots.txt`).then(
      (response) => response.ok,
      () => false,
    )
    if (answered) return { stop }
    await new Promise((done) => setTimeout(done, 50))
  }
  stop()
  throw new Error(`nginx did not answer on port ${options.port}`)
}
