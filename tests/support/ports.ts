/** Local ports of the servers the browser runs start, kept apart so they can run side by side. */
export const ports = { e2e: 4173, bench: 4198, screenshots: 4199 } as const
