#!/usr/bin/env node
// Debian's Firefox ESR for Playwright's WebDriver BiDi Firefox (channel 'moz-firefox'), which launches this file as
// the browser (docs/decisions/0041-three-engines.md). Playwright sends a few emulation commands that this ESR does
// not know yet; answered 'unknown command', they would fail every new page. This starts Firefox with the arguments
// it was given, stands between Playwright and Firefox's BiDi socket, and answers only those as done: the color
// scheme comes from a Firefox preference instead (tests/engines/engines.ts). It also keeps Firefox from reporting
// every request to Playwright (below).
import { spawn } from 'node:child_process'
import { WebSocket, WebSocketServer } from 'ws'

/** Commands whose absence changes nothing a journey checks: each has a preference or is not used here. */
const optionalCommands = new Set([
  'emulation.setMediaFeaturesOverride',
  'emulation.setScreenOrientationOverride',
  'emulation.setScreenSettingsOverride',
])

/**
 * Playwright subscribes to every network event, keeps every response body and intercepts authentication challenges.
 * The journeys use none of it: a page records its own errors (page-errors.ts), the mock server logs the requests, and
 * no page asks for HTTP credentials. While Firefox reports requests, it reads a page's files one after another
 * instead of at once: its mocked build's first thumbnail took 400–530 ms with the reports and 330–360 ms without
 * (docs/decisions/0068-firefox-journeys-without-network-reports.md). So the subscription leaves the network out, and
 * the body collector and the challenges' intercept are answered here as done. A journey that routed requests would
 * need them back.
 */
const answeredHere = (command) => {
  if (command.method === 'network.addDataCollector') return { collector: 'not-collected' }
  const phases = command.method === 'network.addIntercept' ? command.params?.phases : undefined
  if (phases?.length === 1 && phases[0] === 'authRequired') return { intercept: 'not-intercepted' }
  return undefined
}
const withoutNetworkReports = (command) =>
  command.method === 'session.subscribe' && Array.isArray(command.params?.events)
    ? {
        ...command,
        params: {
          ...command.params,
          events: command.params.events.filter((event) => !event.startsWith('network')),
        },
      }
    : command

const firefox = spawn(process.env.FIREFOX_ESR ?? '/usr/bin/firefox-esr', process.argv.slice(2), {
  stdio: ['ignore', 'inherit', 'pipe'],
})
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => firefox.kill(signal))
firefox.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))

let startLines = ''
function readStart(chunk) {
  const text = chunk.toString()
  startLines += text
  const listening = startLines.match(/WebDriver BiDi listening on (ws:\/\/\S+)/)
  if (!listening) {
    process.stderr.write(text)
    return
  }
  firefox.stderr.off('data', readStart)
  firefox.stderr.pipe(process.stderr)
  proxyTo(listening[1])
}
firefox.stderr.on('data', readStart)

function proxyTo(firefoxSocket) {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 })
  server.on('listening', () => {
    // Playwright reads this line from the browser's output, as it would read Firefox's own.
    process.stderr.write(`WebDriver BiDi listening on ws://127.0.0.1:${server.address().port}\n`)
  })
  server.on('connection', (client, request) => {
    const upstream = new WebSocket(firefoxSocket + request.url)
    const waiting = []
    const optionalIds = new Set()
    upstream.on('open', () => {
      for (const message of waiting.splice(0)) upstream.send(message)
    })
    upstream.on('message', (data) => {
      const text = data.toString()
      const answer = JSON.parse(text)
      if (optionalIds.delete(answer.id) && answer.type === 'error' && answer.error === 'unknown command') {
        client.send(JSON.stringify({ type: 'success', id: answer.id, result: {} }))
        return
      }
      client.send(text)
    })
    upstream.on('close', () => client.close())
    upstream.on('error', () => client.close())
    client.on('close', () => upstream.close())
    client.on('message', (data) => {
      const command = withoutNetworkReports(JSON.parse(data.toString()))
      const result = answeredHere(command)
      if (result) {
        client.send(JSON.stringify({ type: 'success', id: command.id, result }))
        return
      }
      if (optionalCommands.has(command.method)) optionalIds.add(command.id)
      const text = JSON.stringify(command)
      if (upstream.readyState === WebSocket.OPEN) upstream.send(text)
      else waiting.push(text)
    })
  })
}
