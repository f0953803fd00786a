import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createServer, minifySync, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * Writes `.br` and `.gz` next to every text asset of the build, which the service sends as they are
 * (no compression work per request): the first load travels at its gzip/brotli size, not raw.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'relaydesk:precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = config.build.outDir),
    closeBundle() {
      const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' });
      for (const file of files.filter((f) => /\.(js|css|html|svg|json)$/.test(f))) {
        const path = join(outDir, file);
        const bytes = readFileSync(path);
        if (bytes.length < 1024) continue;
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * Writes `route-preloads.json`: for each page (a module in src/app/routes), the chunks it needs
 * beyond those the entry loads anyway. The service lists them in that page's HTML as modulepreload
 * links, so a deep link fetches the page's code alongside the entry instead of after it has run.
 */
function routePreloads(): Plugin {
  return {
    name: 'relaydesk:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((item) =>
          item.type === 'chunk' ? [[item.fileName, item] as const] : [],
        ),
      );
      const withImports = (fileName: string, found = new Set<string>()): Set<string> => {
        if (found.has(fileName)) return found;
        found.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) withImports(imported, found);
        return found;
      };
      const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
      if (!entry) return;
      const loadedByEntry = withImports(entry.fileName);
      const preloads: Record<string, string[]> = {};
      for (const chunk of chunks.values()) {
        const page = /\/src\/app\/routes\/([\w-]+)\.tsx$/.exec(chunk.facadeModuleId ?? '')?.[1];
        if (!page) continue;
        preloads[page] = [...withImports(chunk.fileName)]
          .filter((fileName) => !loadedByEntry.has(fileName))
          .map((fileName) => `/${fileName}`);
      }
      this.emitFile({
        type: 'asset',
        fileName: 'route-preloads.json',
        source: JSON.stringify(preloads, null, 2),
      });
    },
  };
}

/**
 * Writes `page-shells.json`: each page's first frame as HTML (src/app/page-shells.tsx, rendered
 * here by a throwaway server-side Vite), which the service puts into the page's HTML. The build
 * renders the same components the app does, so the frame never drifts from the app's own.
 */
function pageShells(): Plugin {
  return {
    name: 'relaydesk:page-shells',
    apply: 'build',
    async generateBundle() {
      const renderer = await createServer({
        configFile: false,
        root: fileURLToPath(new URL('.', import.meta.url)),
        plugins: [react()],
        resolve: { alias: { '@': src } },
        server: { middlewareMode: true, hmr: false, ws: false },
        appType: 'custom',
        logLevel: 'warn',
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const module = (await renderer.ssrLoadModule('/src/app/page-shells.tsx')) as {
          renderPageShells: () => Record<string, string>;
        };
        this.emitFile({
          type: 'asset',
          fileName: 'page-shells.json',
          source: JSON.stringify(module.renderPageShells(), null, 2),
        });
      } finally {
        await renderer.close();
      }
    },
  };
}

/**
 * Puts what the first paint waits for into index.html itself: public/boot.js (the theme, whether a
 * frame shows, when the app's code loads; minified, as the bundle is) and the stylesheet. The page
 * then paints from its own HTML, with no second round trip; the service allows exactly these inline
 * elements, by their hashes, and sends the page compressed (server/http/page-html.ts). The
 * stylesheet file stays in the build, unreferenced.
 */
function inlineFirstPaint(): Plugin {
  const bootPath = fileURLToPath(new URL('./public/boot.js', import.meta.url));
  return {
    name: 'relaydesk:inline-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const inlined = html
          .replace(
            '<script src="/boot.js"></script>',
            // Named, so a check for injected scripts can tell the one the build wrote (CSP allows it by hash).
            () => `<script data-boot>${minifySync('boot.js', readFileSync(bootPath, 'utf8')).code}</script>`,
          )
          .replace(
            /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/,
            (_tag, file: string) => {
              const css = bundle?.[file];
              if (css?.type !== 'asset') throw new Error(`inline-first-paint: ${file} is not in the bundle`);
              return `<style>${String(css.source)}</style>`;
            },
          );
        if (/<script src=|rel="stylesheet"/.test(inlined))
          throw new Error('inline-first-paint: index.html changed shape');
        return codeAfterFirstPaint(inlined);
      },
    },
  };
}

/**
 * Moves the app's code (the entry script and its modulepreload links) into `<template id="app-code">`
 * at the end of the body, which public/boot.js loads once the page's frame has painted. A page with a
 * prerendered frame then paints from its HTML alone, without the code's download and compile
 * competing with it; the service adds each page's own preloads to the same template.
 */
function codeAfterFirstPaint(html: string) {
  const code: string[] = [];
  const rest = html.replace(
    /\s*<(?:script type="module" crossorigin src="[^"]+"><\/script>|link rel="modulepreload" crossorigin href="[^"]+">)/g,
    (tag) => {
      code.push(tag.trim());
      return '';
    },
  );
  if (code.length === 0 || !rest.includes('</body>'))
    throw new Error('code-after-first-paint: index.html changed shape');
  return rest.replace('</body>', () => `<template id="app-code">${code.join('')}</template>\n  </body>`);
}

/**
 * The modules the entry loads before any page (everything src/main.tsx imports statically) and
 * those of the connect screen, known once the module graph is built and before chunks are made:
 * the page groups below leave them out, or the entry, or the signed-out start, would load a
 * group's chunk meant for the pages.
 */
function entryGraph() {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'relaydesk:entry-graph',
    apply: 'build',
    buildEnd() {
      modules.clear();
      const visit = (id: string) => {
        if (modules.has(id)) return;
        modules.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      for (const id of this.getModuleIds()) {
        if (this.getModuleInfo(id)?.isEntry || /\/src\/app\/connect-screen\.tsx$/.test(id)) visit(id);
      }
    },
  };
  return { plugin, has: (id: string) => modules.has(id) };
}
const entryModules = entryGraph();

/**
 * React Router's build assigns `displayName` to its components and contexts and wraps components in
 * un-annotated `forwardRef` calls. Both count as side effects, so every component it exports (Form,
 * ScrollRestoration, …) stays in the entry whether the console uses it or not. Marking those calls
 * pure and dropping the names (read only by React's developer tools) lets the unused ones go.
 *
 * Its package's exports name only its development build (warnings on, their messages in the
 * bundle); the production build it ships next to it is taken instead (0.4 KB gzip of the entry).
 */
function shakeReactRouter(): Plugin {
  const production = fileURLToPath(new URL('./node_modules/react-router/dist/production/', import.meta.url));
  return {
    name: 'relaydesk:shake-react-router',
    enforce: 'pre',
    apply: 'build',
    resolveId: {
      filter: { id: /^react-router(\/dom)?$/ },
      handler: (id) => join(production, id === 'react-router' ? 'index.mjs' : 'dom-export.mjs'),
    },
    transform: {
      filter: { id: /\/node_modules\/react-router\/dist\/production\/[\w-]+\.mjs$/ },
      handler(code, id) {
        const shaken = code
          .replace(/^\s*[\w.]+\.displayName = "[^"]*";$/gm, '')
          .replace(/= (React\d*\.(?:forwardRef|createContext)\()/g, '= /* @__PURE__ */ $1');
        // Every line stays where it was, so a line-by-line map keeps the source map true.
        const lines = code.split('\n').length;
        const mappings = ['AAAA', ...Array<string>(lines - 1).fill('AACA')].join(';');
        return { code: shaken, map: { version: 3, sources: [id], names: [], mappings } };
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    shakeReactRouter(),
    entryModules.plugin,
    routePreloads(),
    pageShells(),
    inlineFirstPaint(),
    precompress(),
  ],
  resolve: { alias: { '@': src } },
  build: {
    sourcemap: true,
    // Every browser the console supports follows modulepreload links itself (Vite's polyfill is
    // for those that do not, and would weigh on every first load).
    modulePreload: { polyfill: false },
    target: 'es2022',
    rolldownOptions: {
      treeshake: {
        // The contract's modules only define schemas (zod.ts, which configures zod, excepted): each
        // page's chunk then builds the schemas it uses, not every schema in the contract.
        moduleSideEffects: [{ test: /\/src\/contract\/(?!zod\.ts$)[\w-]+\.ts$/, sideEffects: false }],
      },
      output: {
        // A kit chunk's name lists the pages that share it; the file is named for the group alone.
        chunkFileNames: ({ name }) => `assets/${name.split('~')[0]}-[hash].js`,
        codeSplitting: {
          // What the first screen shares with the lazily loaded client (the transport, the UI
          // primitives) as one chunk, not several small ones that each pay their own compression.
          groups: [
            {
              name: 'shared',
              test: /\/src\/lib\/(session\/[\w-]+|connectivity|api-error|foreign-errors|cn)\.ts$|\/src\/components\/ui\/(icons\/(icon|app-icons)|skeleton|button)\.tsx$|\/react\/(cjs\/react-jsx-runtime\.production|jsx-runtime)\.js$|\/react-query\/build\/modern\/(QueryClientProvider|queryOptions|useQuery)\.js$/,
            },
            {
              // The contract and zod: every page calls the service through them, and they import
              // nothing else, so one chunk.
              name: 'contract',
              test: (id) => !entryModules.has(id) && /\/src\/contract\/|\/node_modules\/zod\//.test(id),
              priority: 2,
            },
            {
              // The UI kit and lib modules the pages share: a few chunks by which pages use them
              // rather than one per module. Over HTTP/1.1 a page's code then arrives in fewer round trips.
              name: 'page-kit',
              test: (id) => !entryModules.has(id) && /\/src\/(lib|components\/ui)\//.test(id),
              entriesAware: true,
              entriesAwareMergeThreshold: 40000,
              includeDependenciesRecursively: false,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev`: Vite serves the SPA and forwards the API to the reference service.
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? '8788'}` },
  },
  test: {
    // Every core (Vitest's default leaves one idle): the service tests spend much of their time
    // waiting on real processes, sockets and timers, and each has a store of its own.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          // Above the async utilities' tolerance (src/test/setup.ts): a test that waits on a busy
          // machine fails at the wait that named what it waited for, not at Vitest's 5 s limit.
          testTimeout: 20_000,
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
