import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { inputRulesOf } from '../../scripts/input-rules'
import { inputRules } from '../../src/generated/input-rules'

const root = resolve(import.meta.dirname, '../..')
const rules = await inputRulesOf(root)
const constantOf = (name: string) =>
  inputRules[name.replace(/^./, (first) => first.toLowerCase()) as keyof typeof inputRules] as {
    pattern?: RegExp
    minLength?: number
    maxLength?: number
  }

describe('the input rules the app checks are the contracts’ (src/generated/input-rules.ts)', () => {
  it('holds every rule the contracts mark, and only those', () => {
    expect(Object.keys(inputRules).sort()).toEqual(
      [...rules.keys()].map((name) => name.replace(/^./, (first) => first.toLowerCase())).sort(),
    )
  })

  it.each([...rules].flatMap(([name, { contracts }]) => contracts.map((contract) => [name, contract])))(
    '%s equals its schema in openapi/%s',
    (name, contract) => {
      const document = parse(readFileSync(resolve(root, 'openapi', contract), 'utf8')) as {
        components: { schemas: Record<string, { pattern?: string; minLength?: number; maxLength?: number }> }
      }
      const schema = document.components.schemas[name]!
      const constant = constantOf(name)
      // The same expression as the schema's (source writes / as \/).
      expect(constant.pattern?.source).toBe(schema.pattern && new RegExp(schema.pattern, 'u').source)
      expect(constant.pattern?.flags).toBe(schema.pattern && 'u')
      expect(constant.minLength).toBe(schema.minLength)
      expect(constant.maxLength).toBe(schema.maxLength)
    },
  )
})

const hidden = {
  NUL: '\u0000',
  'a tab': '\t',
  'a line feed': '\n',
  DEL: '\u007f',
  'C1 NEL': '\u0085',
  'U+202E right-to-left override': '\u202e',
  'U+2066 left-to-right isolate': '\u2066',
  'U+200E left-to-right mark': '\u200e',
  'U+061C Arabic letter mark': '\u061c',
  'U+200B zero-width space': '\u200b',
  'U+2060 word joiner': '\u2060',
  'U+FEFF zero-width no-break space': '\ufeff',
}

describe('SingleLineText and MultiLineText', () => {
  const { singleLineText, multiLineText } = inputRules

  it.each(Object.entries(hidden))('a single line refuses %s', (_, character) => {
    expect(singleLineText.pattern.test(`Ann${character}a`)).toBe(false)
    expect(singleLineText.pattern.test(character)).toBe(false)
  })

  it.each(Object.entries(hidden).filter(([name]) => name !== 'a tab' && name !== 'a line feed'))(
    'several lines refuse %s',
    (_, character) => {
      expect(multiLineText.pattern.test(`Hello${character}there`)).toBe(false)
    },
  )

  it('several lines keep tabs and line feeds', () => {
    expect(multiLineText.pattern.test('Dear Ann,\n\n\tenjoy the book!\n')).toBe(true)
  })

  it.each([
    'Anna-Lena O’Brien',
    'Straße 12a, 3. OG',
    'عطلة الصيف',
    'חופשת קיץ',
    '名前',
    '👨\u200d👩\u200d👧 Family',
    'می\u200cخواهم',
    'no-break\u00a0space',
  ])('accepts %j, joiners included where they join two characters', (text) => {
    expect(singleLineText.pattern.test(text)).toBe(true)
    expect(multiLineText.pattern.test(text)).toBe(true)
  })

  it.each(['\u200dAnna', 'Anna\u200d', 'Anna \u200c Lena', 'A\u200d\u200dB'])(
    'refuses %j, a joiner that joins nothing',
    (text) => {
      expect(singleLineText.pattern.test(text)).toBe(false)
    },
  )
})

/**
 * What a WHATWG URL parser (the browser's, and the service's when it calls back) makes of the address: the reference
 * the contract's pattern must agree with, so that no spelling of a local address slips through.
 */
function isPublicHttpsByParser(text: string): boolean {
  if (!URL.canParse(text)) return false
  const url = new URL(text)
  if (url.protocol !== 'https:' || url.username || url.password) return false
  const host = url.hostname.replace(/\.$/, '')
  const ipv4 = host.match(/^(\d+)\.(\d+)\.\d+\.\d+$/)
  if (ipv4) {
    const [a, b] = [Number(ipv4[1]), Number(ipv4[2])]
    return !(
      a === 0 ||
      a === 10 ||
      a === 127 ||
      a >= 224 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168)
    )
  }
  if (host.startsWith('[')) return /^\[[23][0-9a-f]{3}:/.test(host) && !/^\[(2002:|2001:0?:)/.test(host)
  return host.includes('.') && !/(^|\.)localhost$/.test(host) && host !== 'metadata.google.internal'
}

describe('PublicHttpsUrl', () => {
  const { publicHttpsUrl } = inputRules

  it.each([
    'https://example.com',
    'https://studio-example.com/hooks/print-orders?format=json#top',
    'HTTPS://Example.COM:8443/',
    'https://8.8.8.8/callback',
    'https://172.32.0.1/',
    'https://[2001:db8::1]/callback',
    'https://xn--bcher-kva.de/a%20b',
    'https://example.com./',
  ])('accepts %s', (url) => {
    expect(publicHttpsUrl.pattern.test(url)).toBe(true)
    expect(isPublicHttpsByParser(url)).toBe(true)
  })

  it.each([
    ['https://', 'no host'],
    ['http://example.com', 'not https'],
    ['https://127.0.0.1', 'loopback'],
    ['https://127.0.0.1.', 'loopback, with a final dot'],
    ['https://127.1', 'loopback, shortened'],
    ['https://2130706433', 'loopback, as one number'],
    ['https://0x7f.0.0.1', 'loopback, in hexadecimal'],
    ['https://0177.0.0.1', 'loopback, in octal'],
    ['https://localhost/', 'localhost'],
    ['https://LOCALHOST:8443/', 'localhost in capitals'],
    ['https://printer.localhost/', 'a name under localhost'],
    ['https://10.0.0.8', 'private 10/8'],
    ['https://172.16.0.1', 'private 172.16/12'],
    ['https://172.31.255.255', 'private 172.16/12'],
    ['https://192.168.1.1', 'private 192.168/16'],
    ['https://100.100.100.200/latest/meta-data', 'shared 100.64/10 (a cloud metadata address)'],
    ['https://169.254.169.254/latest/meta-data/', 'the cloud metadata address'],
    ['https://169.254.1.1', 'link-local 169.254/16'],
    ['https://metadata.google.internal/computeMetadata/v1/', 'the cloud metadata name'],
    ['https://0.0.0.0', 'unspecified'],
    ['https://239.1.1.1', 'multicast'],
    ['https://[::1]/', 'IPv6 loopback'],
    ['https://[::]/', 'IPv6 unspecified'],
    ['https://[fe80::1]/', 'IPv6 link-local'],
    ['https://[fc00::1]/', 'IPv6 unique local'],
    ['https://[fd00:ec2::254]/', 'IPv6 cloud metadata'],
    ['https://[::ffff:127.0.0.1]/', 'IPv4-mapped loopback'],
    ['https://[2002:7f00:1::]/', '6to4 of loopback'],
    ['https://intranet/', 'a name without a dot'],
    ['https://user:secret@example.com/', 'a user name and password'],
    ['https://example.com@127.0.0.1/', 'a user name before a loopback host'],
    ['https://example.com:99999/', 'a port past 65535'],
    ['https://example.com/a b', 'a space'],
    ['https://bücher.de/', 'a host name that is not ASCII (send it as xn--…)'],
  ])('refuses %s (%s)', (url) => {
    expect(publicHttpsUrl.pattern.test(url)).toBe(false)
  })

  it('agrees with a URL parser on every address above', () => {
    const urls = [
      'https://127.0.0.1.',
      'https://127.1',
      'https://2130706433',
      'https://0x7f.0.0.1',
      'https://0177.0.0.1',
      'https://10.0.0.8',
      'https://172.31.255.255',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::ffff:127.0.0.1]/',
      'https://printer.localhost/',
      'https://example.com@127.0.0.1/',
      'https://8.8.8.8/callback',
      'https://[2001:db8::1]/callback',
    ]
    for (const url of urls) expect(publicHttpsUrl.pattern.test(url), url).toBe(isPublicHttpsByParser(url))
  })
})
