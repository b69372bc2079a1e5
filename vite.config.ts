import react from '@vitejs/plugin-react'
import { msw } from 'msw/vite'
import { defineConfig } from 'vite'

/**
 * `--mode mock` (npm start, npm run build:mock) adds msw's plugin: the service worker is served and emitted.
 * The production build never imports `virtual:msw`, so neither the worker nor any mock code reaches it.
 */
export default defineConfig(({ mode }) => ({
  plugins: [react(), ...(mode === 'mock' ? [msw()] : [])],
  // Every brand is reachable at its own *.localhost host, so host-based brand resolution runs for real.
  server: { host: '127.0.0.1', port: 5173, allowedHosts: ['.localhost'] },
  preview: { host: '127.0.0.1', port: 4173, allowedHosts: ['.localhost'] },
  build: { target: 'es2023', reportCompressedSize: false },
}))
