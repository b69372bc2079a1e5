#!/usr/bin/env node
// Debian's Firefox ESR for Playwright's WebDriver BiDi Firefox (channel 'moz-firefox'), which launches this file as
// the browser (docs/decisions/0041-three-engines.md). Playwright sends a few emulation commands that this ESR does
// not know yet; answered 'unknown command', they would fail every new page. This starts Firefox with the arguments
// it was given, stands between Playwright and Firefox's BiDi socket, and answers only those as done: the color
// scheme comes from a Firefox preference instead (tests/engines/engines.ts).
import { spawn } from 'node:child_process'
import { WebSocket, WebSocketServer } from 'ws'

/** Commands whose absence changes nothing a journey checks: each has a preference or is not used here. */
const optionalCommands = new Set([
  'emulation.setMediaFeaturesOverride',
  'emulation.setScreenOrientationOverride',
  'emulation.setScreenSettingsOverride',
])

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
      const text = data.toString()
      const command = JSON.parse(text)
      if (optionalCommands.has(command.method)) optionalIds.add(command.id)
      if (upstream.readyState === WebSocket.OPEN) upstream.send(text)
      else waiting.push(text)
    })
  })
}
