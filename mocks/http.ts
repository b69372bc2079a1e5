import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { getResponse } from 'msw'
import { WebSocketServer } from 'ws'
import { createClock } from './clock'
import type { MockContext } from './context'
import { allowedRequestHeaders, exposedResponseHeaders } from './cors'
import { createDatabase, seedDatabase } from './db/database'
import { defaultVolume, type Volume } from './db/personas'
import { handlersFor } from './handlers'
import { collectorHandlers } from './handlers/collector'
import { requestHandlers } from './handlers/operation'
import { mockHealthBody, mockHealthPath } from './health'
import { renderSignInPage } from './identity/sign-in-page'
import { identityProviderPath } from './identity/tokens'
import { createPushBus } from './push/push-bus'
import { pushConnection } from './push/push-connection'
import { createRequestLog, describeBody, mockRequestsPath } from './request-log'
import { servicesUnder } from './services'

const allowedMethods = 'GET, POST, PUT, PATCH, DELETE, OPTIONS'

/** CORS as a real cross-origin service answers it: the caller's origin echoed, credentials-free. */
function corsHeaders(request: IncomingMessage): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': request.headers.origin ?? '*',
    'Access-Control-Allow-Headers': allowedRequestHeaders,
    'Access-Control-Allow-Methods': allowedMethods,
    'Access-Control-Expose-Headers': exposedResponseHeaders,
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  }
}

/**
 * The longest address the handlers can match: msw's matchPattern throws on a longer one. A longer address is 414 URI
 * Too Long, as a real service answers it, not the 500 of that throw.
 */
export const longestUrl = 8192

async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

function toFetchRequest(request: IncomingMessage, publicOrigin: string, body: Buffer | undefined): Request {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value)
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item)
  }
  return new Request(new URL(request.url ?? '/', publicOrigin), {
    method: request.method ?? 'GET',
    headers,
    ...(body && body.length > 0 ? { body: new Uint8Array(body) } : {}),
  })
}

/** The request as fetch sees it, or undefined when it cannot be one (an address, method or header it refuses). */
async function readRequest(
  request: IncomingMessage,
  publicOrigin: string,
): Promise<{ fetchRequest?: Request; body?: Buffer }> {
  const body = await readBody(request)
  try {
    return { fetchRequest: toFetchRequest(request, publicOrigin, body), body }
  } catch {
    return { body }
  }
}

async function send(response: ServerResponse, fetchResponse: Response, cors: Record<string, string>) {
  const headers: Record<string, string> = { ...cors }
  fetchResponse.headers.forEach((value, name) => {
    headers[name] = value
  })
  response.writeHead(fetchResponse.status, headers)
  response.end(Buffer.from(await fetchResponse.arrayBuffer()))
}

/**
 * The same handlers behind a real HTTP server, for contract tests, benchmarks and the production build.
 * It listens first, then serves every service under `{origin}/{service}` of the address it got.
 */
export async function startMockHttpServer(
  options: {
    port?: number
    host?: string
    volume?: Volume
    scenarioIds?: readonly string[]
    /** The seed's "now" (the start of a UTC day): today's unless told (mocks/db/database.ts `seedEpoch`). */
    epoch?: number
    /**
     * The origin the browser reaches the server by, when something stands in front of it (the bench's TLS and HTTP/2
     * proxy, tests/support/nginx-server.ts): its answers' URLs (photo files, the identity provider) name it.
     */
    publicOrigin?: string
  } = {},
): Promise<{ server: Server; origin: string; ctx: MockContext }> {
  let handlers: ReturnType<typeof handlersFor> = []
  let publicOrigin = ''
  const requestLog = createRequestLog()
  const server = createServer(async (request, response) => {
    const cors = corsHeaders(request)
    try {
      if (request.method === 'OPTIONS') {
        response.writeHead(204, cors)
        response.end()
        return
      }
      if (request.url === mockRequestsPath) {
        await send(response, Response.json(requestLog.entries()), cors)
        return
      }
      const { fetchRequest, body } = await readRequest(request, publicOrigin)
      response.once('finish', () =>
        requestLog.add({
          method: request.method ?? 'GET',
          path: request.url ?? '/',
          status: response.statusCode,
          userAgent: request.headers['user-agent'],
          body: describeBody(request.headers['content-type'], body),
        }),
      )
      if (!fetchRequest) {
        await send(
          response,
          Response.json({ message: 'The request could not be read' }, { status: 400 }),
          cors,
        )
        return
      }
      if (fetchRequest.url.length > longestUrl) {
        const message = `The address is longer than ${longestUrl} characters`
        await send(response, Response.json({ message }, { status: 414 }), cors)
        return
      }
      const url = new URL(fetchRequest.url)
      if (url.pathname === `${identityProviderPath}/authorize`) {
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
        response.end(renderSignInPage(url))
        return
      }
      if (url.pathname === mockHealthPath) {
        await send(response, Response.json(mockHealthBody), cors)
        return
      }
      if (url.pathname === `${identityProviderPath}/logout`) {
        response.writeHead(302, { Location: url.searchParams.get('post_logout_redirect_uri') ?? '/' })
        response.end()
        return
      }
      const mocked = await getResponse(requestHandlers(handlers), fetchRequest)
      await send(response, mocked ?? Response.json({ message: 'No such operation' }, { status: 404 }), cors)
    } catch (error) {
      await send(
        response,
        Response.json({ message: `Mock server error: ${String(error)}` }, { status: 500 }),
        cors,
      )
    }
  })
  const host = options.host ?? 'localhost'
  await new Promise<void>((listening, failed) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      failed(
        error.code === 'EADDRINUSE'
          ? new Error(`port ${options.port} is already in use by another program: choose another with --port`)
          : error,
      ),
    )
    server.listen(options.port ?? 0, host, listening)
  })
  publicOrigin = options.publicOrigin ?? `http://${host}:${(server.address() as AddressInfo).port}`
  const db = createDatabase(options.volume ?? defaultVolume, undefined, options.epoch)
  await seedDatabase(db)
  const ctx: MockContext = {
    db,
    clock: createClock(),
    push: createPushBus(),
    services: servicesUnder(publicOrigin),
  }
  // The collector lives only here: in the browser, msw would answer the app's reports to a test's own collector.
  handlers = [...handlersFor(ctx, options.scenarioIds ?? []), ...collectorHandlers(ctx)]
  servePushChannel(server, ctx)
  return { server, origin: publicOrigin, ctx }
}

/**
 * The push channel at `/push` (openapi/push.asyncapi.yaml), as the browser's mocks serve it: without it the
 * production build against this server said 'Download failed' for an archive that was made, and heard of no import.
 */
function servePushChannel(server: Server, ctx: MockContext) {
  const sockets = new WebSocketServer({ server, path: '/push' })
  sockets.on('connection', (socket) => {
    const connection = pushConnection(ctx, {
      send: (data) => socket.send(data),
      close: (code, reason) => socket.close(code, reason),
    })
    socket.on('message', (data, isBinary) => void connection.received(isBinary ? data : String(data)))
    socket.on('close', () => connection.closed())
  })
  // Closing the server ends its sockets too, which would otherwise keep it open.
  const close = server.close.bind(server)
  server.close = (done) => {
    for (const socket of sockets.clients) socket.terminate()
    sockets.close()
    return close(done)
  }
}
