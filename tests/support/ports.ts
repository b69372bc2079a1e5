/** Local ports of the servers the browser runs start, kept apart so they can run side by side. */
export const ports = {
  /** E2E_PORT moves a browser-test run to its own port (and build folder), e.g. beside another run. */
  e2e: Number(process.env.E2E_PORT ?? 4173),
  bench: 4198,
  screenshots: 4199,
} as const
