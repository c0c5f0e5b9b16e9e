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
    // Few requests on a phone's first visit (a browser opens six connections to one server, so
    // twenty small chunks cost three or four round trips more than three large ones): the
    // framework in one cacheable chunk, the code the first screen needs in `boot`, every shared
    // component and helper of the lazy pages in `shared`, and each page in its own chunk.
    // bench/web_budget measures what the home route loads.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 3 },
            { name: 'boot', tags: ['$initial'], test: /[\\/]src[\\/]/, priority: 2 },
            { name: 'shared', test: /[\\/]src[\\/](components|lib)[\\/]/, priority: 1, includeDependenciesRecursively: false },
          ],
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
    // Every core: by default one is left free, which on a 2-core machine runs the files one by one.
    maxWorkers: '100%',
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
})
