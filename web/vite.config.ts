/// <reference types="vitest/config" />
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

// The Python server serves web/dist in production; in development Vite proxies to it.
const server = process.env.PUNYA_DEV_SERVER ?? 'http://127.0.0.1:8000'

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': server,
      '/payment': { target: server, bypass: (req) => (req.method === 'GET' ? req.url : undefined) },
      '/ws': { target: server.replace(/^http/, 'ws'), ws: true },
    },
  },
  build: {
    target: 'es2020',
    // The home route's budget (bench/web_budget) counts every chunk it loads; keep the
    // framework in one cacheable chunk and everything else split by route.
    rollupOptions: {
      output: {
        manualChunks(id: string) {
          if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom)\//.test(id)) return 'framework'
          return undefined
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    testTimeout: 20_000,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
})
