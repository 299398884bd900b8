import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { solverBuild } from './scripts/solverBuild.mjs';

// The Content-Security-Policy meta tag in index.html is for the built app; the dev server
// injects its styles and hot-reload code inline, which that policy refuses.
const cspOnlyInBuild: Plugin = {
  name: 'csp-only-in-build',
  apply: 'serve',
  transformIndexHtml: (html) => html.replace(/\s*<meta http-equiv="Content-Security-Policy"[^>]*>/, ''),
};

// React's entry files (react, react-dom/client, ...) only pick the production or the development
// build by NODE_ENV, react-dom's also asking React DevTools whether the code was minified
// (checkDCE): each became a CommonJS wrapper of its own in the first screen's chunk. The
// production build imports the production files themselves: 0.18 kB less gzipped. Tests and
// the dev server keep the entries, and with them React's development build.
const packageDir = (name: string) => dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));
const REACT_PRODUCTION_FILES = {
  react: 'react/cjs/react.production.js',
  'react/jsx-runtime': 'react/cjs/react-jsx-runtime.production.js',
  'react-dom': 'react-dom/cjs/react-dom.production.js',
  'react-dom/client': 'react-dom/cjs/react-dom-client.production.js',
  scheduler: 'scheduler/cjs/scheduler.production.js',
};
const reactProductionFiles: Plugin = {
  name: 'react-production-files',
  apply: (_config, { command, mode }) => command === 'build' && mode === 'production',
  config: () => ({
    resolve: {
      alias: Object.entries(REACT_PRODUCTION_FILES).map(([entry, file]) => {
        const [pkg, ...rest] = file.split('/');
        return { find: new RegExp(`^${entry}$`), replacement: join(packageDir(pkg!), ...rest) };
      }),
    },
  }),
};

// Cross-origin isolation, so that a solve can spread over workers that share memory
// (SharedArrayBuffer; docs/families/snakebird.md, "Every core"): a host of the built app must
// send these two on every response too (README.md). Everything the app loads is its own, so
// require-corp refuses nothing.
export const crossOriginIsolation = { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' };

export default defineConfig({
  plugins: [react(), cspOnlyInBuild, reactProductionFiles],
  // the build of the solver an answer kept in the browser was found by (scripts/solverBuild.mjs)
  define: { __SOLVER_BUILD__: JSON.stringify(solverBuild(dirname(fileURLToPath(import.meta.url)))) },
  server: { headers: crossOriginIsolation },
  worker: { format: 'es' },
  // no polyfill: a browser without modulepreload (all current ones have it) ignores the hint and
  // fetches each chunk when it is imported, so nothing breaks, and the first screen is 0.2 kB smaller
  // A WebAssembly module stays a file of its own, however small (the engine's seek is 1 kB): a
  // worker fetches it, and the policy a host sends (public/_headers: connect-src 'self') refuses
  // a data: URL
  // A chunk holds the names of the files it loads later (the first screen's, 55 of them in the
  // list of what each import() preloads), and a hash's characters do not compress: short hashes
  // are bytes off the first screen. Six characters (the fewest the bundler allows) name at most
  // 64 chunks while the bundler writes them (its placeholders are five characters and a base-64
  // count), and the build reached 64; seven name 4,096
  // (each character more than six costs about 0.09 kB gzipped). Past their limit the build
  // stops with "To generate hashes for this number of chunks …, you need a minimum hash size of N"
  build: {
    modulePreload: { polyfill: false },
    assetsInlineLimit: (file) => (file.endsWith('.wasm') ? false : undefined),
    rolldownOptions: { output: { entryFileNames: 'assets/[name]-[hash:7].js', chunkFileNames: 'assets/[name]-[hash:7].js', assetFileNames: 'assets/[name]-[hash:7][extname]' } },
  },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, headers: crossOriginIsolation },
  test: {
    // (a failed assertion's values said whole: cut to 40 characters, a test that failed once in CI
    // said only "got 'snakebird: internal error in the WebA…'", not what the error was)
    chaiConfig: { truncateThreshold: 1_000 },
    projects: [
      // pure logic: plain Node, no DOM cost. Many of these tests do a fixed, heavy piece of work
      // (searches held to BFS on hundreds of random levels): 3-5 s each beside the other files on
      // this shared machine in a slow hour, where Vitest's 5 s default would fail them on the
      // machine's speed, which the bench measures, not the tests
      { extends: true, test: { name: 'unit', environment: 'node', include: ['tests/unit/**/*.test.ts'], setupFiles: ['./tests/fastCheckSeed.ts'], testTimeout: 30_000 } },
      // React components: jsdom, jest-dom matchers, RTL cleanup. Rendering the whole App in jsdom
      // takes 1-5 s beside the other files on this shared machine, and several tests wait up to
      // 10 s for a chunk to load: a 5 s default would fail them on the machine's load, as above
      {
        extends: true,
        test: {
          name: 'components',
          environment: 'jsdom',
          testTimeout: 30_000,
          include: ['tests/components/**/*.test.tsx'],
          setupFiles: ['./tests/fastCheckSeed.ts', './tests/components/setup.ts'],
        },
      },
    ],
  },
});
