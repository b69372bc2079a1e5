// The production build's deployment files (vite.config.ts, not in mock mode): what dist/ holds is what a server may
// publish. Decision 0026.
import { copyFileSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { type AppConfig, parseConfig } from '../src/app/platform/config.ts'
import { scriptUrlPolicyName } from '../src/app/platform/third-party/script-url-policy.ts'
import { workerUrlPolicyName } from '../src/app/platform/worker-url-policy.ts'
import { precompress } from './precompress.ts'

/** The documented example shipped when the build is given no deployment config. */
export const exampleConfigPath = 'deploy/config.example.json'

/** Where a build's Vite manifest goes: beside the build, never in it (size-limit and the bundle tests read it). */
export function manifestPathFor(outDir: string): string {
  return `${outDir.replace(/[\\/]+$/, '')}.manifest.json`
}

/** The deployment's config.json named by APP_CONFIG, checked as the app checks it, or an error that says why. */
export function readDeploymentConfig(path: string): { config: AppConfig; text: string } {
  const text = readFileSync(path, 'utf8')
  try {
    return { config: readDeploymentConfigText(text).config, text }
  } catch (error) {
    throw new Error(`APP_CONFIG ${path}: ${(error as Error).message}`)
  }
}

/**
 * A deployment's config.json: the app's part checked as the app checks it, and the server's part, the URL browsers
 * send Content-Security-Policy violation reports to (`reporting.cspReports`, optional).
 */
export function readDeploymentConfigText(text: string): { config: AppConfig; cspReportUrl?: string } {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch (error) {
    throw new Error(`config.json is not JSON: ${(error as Error).message}`)
  }
  const config = parseConfig(raw)
  if (config.auth.authority.includes('__mock-idp')) {
    throw new Error('config.json: auth.authority is the mock identity provider, which signs anyone in')
  }
  const cspReportUrl = (raw as { reporting?: { cspReports?: unknown } }).reporting?.cspReports
  if (cspReportUrl === undefined) return { config }
  if (typeof cspReportUrl !== 'string' || !/^https:\/\/[^\s"$\\]+$/.test(cspReportUrl)) {
    throw new Error('config.json: reporting.cspReports must be an https URL')
  }
  return { config, cspReportUrl }
}

/**
 * The Content-Security-Policy of index.html's meta tag and of nginx's header: scripts only from the app's origin and
 * the configured third parties, none inline, no plugins, no <base>, and Trusted Types for every script sink (one
 * policy names third-party script URLs, one the app's own workers). Workers only from the app's own files: the HEIC
 * decoder is one (decision 0026's addendum); no blob: or data: worker, no eval and no WebAssembly, which nothing of
 * the app needs. Other fetches stay open: the services, images and the identity provider are the deployment's, and a
 * script that could read the tokens could already send them anywhere a service lives.
 * A build without a config cannot know the third parties: its meta tag leaves `script-src` to the header that
 * `npm run nginx-config` renders from the config.json served beside it (decision 0054). Both policies apply, so a
 * `script-src 'self'` here would block the scripts that config names.
 */
export function contentSecurityPolicy(config: AppConfig | undefined): string {
  const scriptSources = new Set(["'self'"])
  const { consentScriptUrl, feedbackScriptUrl, chatScriptUrl } = config?.thirdParty ?? {}
  for (const url of [consentScriptUrl, feedbackScriptUrl, chatScriptUrl]) {
    if (url && !url.startsWith('/')) scriptSources.add(new URL(url).origin)
  }
  return [
    ...(config ? [`script-src ${[...scriptSources].join(' ')}`] : []),
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "require-trusted-types-for 'script'",
    `trusted-types ${scriptUrlPolicyName} ${workerUrlPolicyName}`,
  ].join('; ')
}

export function deploymentBuild(): Plugin {
  const configPath = process.env.APP_CONFIG
  let deployment: { config: AppConfig; text: string } | undefined
  let outDir = 'dist'
  let failed = false
  return {
    name: 'deployment-build',
    apply: 'build',
    configResolved(resolved) {
      outDir = resolve(resolved.root, resolved.build.outDir)
    },
    buildStart() {
      if (!configPath) return
      try {
        deployment = readDeploymentConfig(configPath)
      } catch (error) {
        this.error((error as Error).message)
      }
    },
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: {
          'http-equiv': 'Content-Security-Policy',
          content: contentSecurityPolicy(deployment?.config),
        },
        injectTo: 'head-prepend',
      },
    ],
    buildEnd(error) {
      failed = error !== undefined
    },
    closeBundle() {
      // A failed build (a refused APP_CONFIG among the reasons) has no files to tidy, and its error is the one to show.
      if (failed) return
      // public/ holds mock mode's config.json and its stand-ins for third-party scripts.
      rmSync(resolve(outDir, 'mock-third-party'), { recursive: true, force: true })
      rmSync(resolve(outDir, 'config.json'), { force: true })
      const manifest = resolve(outDir, '.vite/manifest.json')
      mkdirSync(dirname(manifestPathFor(outDir)), { recursive: true })
      renameSync(manifest, manifestPathFor(outDir))
      rmSync(resolve(outDir, '.vite'), { recursive: true, force: true })
      precompress(outDir)
      if (deployment) {
        writeFileSync(resolve(outDir, 'config.json'), deployment.text)
        return
      }
      copyFileSync(exampleConfigPath, resolve(outDir, 'config.example.json'))
      this.warn(
        `no APP_CONFIG: ${outDir} has no config.json, only config.example.json; serve the deployment's own ` +
          'config.json beside index.html, or build with APP_CONFIG=path/to/config.json (README, Deploying)',
      )
    },
  }
}
