/// <reference types="vitest/config" />

import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type Plugin, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

/** Server tests of pure functions, run without a module cache of their own per file (the `story` test project). */
const PURE_SERVER_TESTS = ['src/server/providers/builtin/**/*.test.ts', 'src/server/story-rules/**/*.test.ts'];

/**
 * Writes a Brotli and a gzip copy next to every compressible file of the build, which the server sends to browsers
 * that accept them (a phone on a slow network downloads a third of the bytes), without compressing per request.
 */
function precompress(): Plugin {
  const compressible = /\.(js|css|html|json|svg|webmanifest|txt)$/;
  let outDir = '';
  return {
    name: 'bedtime-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
          if (!entry.isFile() || !compressible.test(entry.name)) continue;
          const file = path.join(entry.parentPath, entry.name);
          const bytes = fs.readFileSync(file);
          if (bytes.length < 1024) continue;
          fs.writeFileSync(
            `${file}.br`,
            brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          fs.writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
        }
      },
    },
  };
}

/**
 * Moves the source maps out of the build once it is written. They hold the sources and build paths: the server
 * never sends them (http/web-app.ts), but `cap sync` copies all of `dist` into the native app, which would publish
 * them with it. They stay at hand for reading an error report.
 */
function sourceMapsOutsideBuild(): Plugin {
  let outDir = '';
  let mapDir = '';
  return {
    name: 'bedtime-source-maps-outside-build',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      // Beside the build, never inside it: `dist` → `dist-sourcemaps`.
      mapDir = `${outDir}-sourcemaps`;
    },
    writeBundle: {
      order: 'post',
      handler() {
        fs.rmSync(mapDir, { recursive: true, force: true });
        for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
          if (!entry.isFile() || !entry.name.endsWith('.map')) continue;
          const from = path.join(entry.parentPath, entry.name);
          const to = path.join(mapDir, path.relative(outDir, from));
          fs.mkdirSync(path.dirname(to), { recursive: true });
          fs.renameSync(from, to);
        }
      },
    },
  };
}

/**
 * Puts the app's stylesheet into index.html instead of linking it: a linked stylesheet holds the first paint (the
 * boot splash) until it has downloaded, which on a slow phone network is the page's longest wait before anything
 * shows. Every screen uses the same stylesheet, so nothing is loaded twice.
 */
function inlineStylesheet(): Plugin {
  return {
    name: 'bedtime-inline-stylesheet',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*? href="\/(assets\/[^"]+\.css)"[^>]*>/g,
          (tag, fileName: string) => {
            const asset = bundle[fileName];
            if (asset?.type !== 'asset') return tag;
            const css = String(asset.source);
            if (css.includes('</style')) return tag;
            delete bundle[fileName];
            return `<style>${css}</style>`;
          },
        );
      },
    },
  };
}

/**
 * Preloads the app font's Latin file (every language but Chinese needs it for the first words on screen), so the
 * text is not drawn twice, first in a system font and then in the app's. Latin Extended is rare in the six Latin
 * languages and loads only when a character needs it.
 */
function preloadFont(): Plugin {
  return {
    name: 'bedtime-preload-font',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const font = Object.keys(context.bundle ?? {}).find((fileName) =>
          /nunito-latin-wght-normal[^/]*\.woff2$/.test(fileName),
        );
        if (!font) return html;
        return html.replace(
          '</title>',
          `</title>\n    <link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin />`,
        );
      },
    },
  };
}

/** Modules the page's own script imports, directly or not: all of them run before the first screen shows. */
const firstScreenModules = new Set<string>();
const isFirstScreenChunk = (chunk: { isEntry: boolean; moduleIds: readonly string[] }) =>
  chunk.isEntry || chunk.moduleIds.some((id) => firstScreenModules.has(id));
/** Modules the signed-in frame (top bar and menu) imports beyond those. */
const signedInFrameModules = new Set<string>();

/**
 * Finds those modules once the build has read every module, for the chunk groups below: a slow phone network
 * pays a round trip for every file, and the first screen was twenty small files, the signed-in frame a dozen.
 */
function chunkGroupModules(): Plugin {
  let root = '';
  return {
    name: 'bedtime-chunk-group-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      const reach = (from: string[], into: Set<string>, except: Set<string>) => {
        const queue = [...from];
        while (queue.length > 0) {
          const id = queue.pop() ?? '';
          if (into.has(id) || except.has(id)) continue;
          const info = this.getModuleInfo(id);
          if (!info) continue;
          into.add(id);
          queue.push(...info.importedIds);
        }
      };
      firstScreenModules.clear();
      signedInFrameModules.clear();
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      reach(entries, firstScreenModules, new Set());
      // The page's own script keeps its chunk, and with it the stylesheet (inlined into the page): a stylesheet of
      // a shared chunk would be fetched again by every screen loaded later.
      for (const entry of entries) {
        firstScreenModules.delete(entry);
        for (const id of this.getModuleInfo(entry)?.importedIds ?? []) firstScreenModules.delete(id);
      }
      reach([path.resolve(root, 'src/web/app/app-layout.tsx')], signedInFrameModules, firstScreenModules);
    },
  };
}

const isScreenPart = (id: string) =>
  /[\\/]src[\\/]web[\\/](ui|platform)[\\/]/.test(id) && !/[\\/](native|modal)[\\/.]/.test(id);
const isScript = (id: string) => /\.(m?[jt]sx?)$/.test(id.split('?')[0] ?? '');

/**
 * Marks the chunks the first screen runs as a whole (React's renderer and the app's start) for eager compilation:
 * Chromium then compiles them on a background thread while they download, instead of function by function on the
 * main thread the first time each is called, which on a slow phone is a long task right after the first paint.
 */
function compileHints(): Plugin {
  return {
    name: 'bedtime-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const firstScreen = new Set(
          Object.values(bundle).flatMap((output) =>
            output.type === 'chunk' && isFirstScreenChunk(output) ? [output.fileName, ...output.imports] : [],
          ),
        );
        for (const fileName of firstScreen) {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk') continue;
          // The hint must open the file; the source map moves down the one line it takes.
          chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      },
    },
  };
}

/**
 * The screens (source modules) each server-filled route renders at once, so the server can announce their chunks
 * in the page (src/server/http/first-screen.ts) and the phone fetches them beside the first scripts instead of
 * after them. Keep in step with the route table (src/web/app/router.tsx).
 */
const ROUTE_SCREENS: Record<string, string[]> = {
  // A visitor's first screens (src/server/http/first-screen.ts, isVisitorRoute).
  '/login': ['src/web/features/auth/components/login-page.tsx'],
  '/signup': ['src/web/features/auth/components/signup-page.tsx'],
  // The frame waits for both portfolio screens (router.tsx), so both are announced.
  '/portfolio': [
    'src/web/app/app-layout.tsx',
    'src/web/features/story/components/portfolio-page.tsx',
    'src/web/features/story/components/portfolio-story-page.tsx',
  ],
};

/** Writes `route-chunks.json`: for each route above, the chunks its screens need beyond the first screen's own. */
function routeChunks(): Plugin {
  let root = '';
  return {
    name: 'bedtime-route-chunks',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const byModule = new Map(chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk] as const)));
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const withImports = (fileName: string, into: Set<string>) => {
          if (into.has(fileName)) return into;
          into.add(fileName);
          for (const imported of byFile.get(fileName)?.imports ?? []) withImports(imported, into);
          return into;
        };
        const loaded = new Set<string>();
        for (const chunk of chunks.filter(isFirstScreenChunk)) withImports(chunk.fileName, loaded);
        const routes: Record<string, string[]> = {};
        for (const [route, modules] of Object.entries(ROUTE_SCREENS)) {
          const files = new Set<string>();
          for (const module of modules) {
            const id = path.resolve(root, module);
            const chunk = byModule.get(id);
            if (!chunk) this.error(`${module} (a screen of ${route}) is in no chunk`);
            withImports(chunk.fileName, files);
            // A screen inside a group chunk is imported through a small file that re-exports it.
            const facade = chunks.find((candidate) => candidate.facadeModuleId === id);
            if (facade) withImports(facade.fileName, files);
          }
          routes[route] = [...files].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
        }
        this.emitFile({ type: 'asset', fileName: 'route-chunks.json', source: JSON.stringify(routes) });
      },
    },
  };
}

/** Where the server's entry into the app is built: beside `dist`, never in it (the native app ships all of `dist`). */
const SERVER_RENDER_DIR = 'dist-server';

/**
 * Builds the server's entry into the app (src/web/server-render.tsx, decision 023) once the web app is built, so
 * every `vite build` leaves both: the server renders the first screen from the same components the page runs.
 */
function serverRenderBuild(): Plugin {
  let configFile: string | undefined;
  let logLevel: UserConfig['logLevel'];
  return {
    name: 'bedtime-server-render-build',
    apply: 'build',
    configResolved(config) {
      configFile = config.configFile;
      logLevel = config.logLevel;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await build({
          configFile,
          logLevel: logLevel === 'info' ? 'warn' : logLevel,
          build: { ssr: 'src/web/server-render.tsx' },
        });
      },
    },
  };
}

/** The service worker is registered in the browser only; the server's build gets a module that does nothing. */
function noServiceWorkerOnServer(): Plugin {
  const id = 'virtual:pwa-register';
  return {
    name: 'bedtime-no-service-worker-on-server',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (loaded) => (loaded === `\0${id}` ? 'export const registerSW = () => async () => {};' : undefined),
  };
}

/** The server's build of the app: React's components for Node, without the page's chunking, styles or worker. */
const serverRenderConfig: UserConfig = {
  plugins: [react(), noServiceWorkerOnServer()],
  // Nothing of public/ is needed: the server reads the translations from the web build.
  publicDir: false,
  // React and the libraries built on it in one file, as their production builds, whatever NODE_ENV the server runs
  // with: the development renderer is several times slower and checks what the web build already checked.
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: SERVER_RENDER_DIR,
    emptyOutDir: true,
    target: 'node22',
    sourcemap: false,
    minify: false,
    rolldownOptions: { output: { entryFileNames: 'server-render.js', codeSplitting: false } },
  },
};

const appConfig: UserConfig = {
  plugins: [
    react(),
    tailwindcss(),
    inlineStylesheet(),
    preloadFont(),
    compileHints(),
    routeChunks(),
    chunkGroupModules(),
    sourceMapsOutsideBuild(),
    precompress(),
    serverRenderBuild(),
    VitePWA({
      // The page registers the worker itself (src/web/app/service-worker.ts) and asks before it takes over, so an
      // update never reloads a story a parent is reading.
      strategies: 'generateSW',
      registerType: 'prompt',
      injectRegister: false,
      // The manifest is public/manifest.webmanifest, linked from index.html.
      manifest: false,
      workbox: {
        // The app shell, its translations and the installable icons; catalog art and stored pictures are cached
        // when first shown (below) rather than all at install.
        globPatterns: ['**/*.{js,css,html,webmanifest,svg,png,woff2}', 'locales/**/*.json'],
        globIgnores: ['art/**', 'android/**'],
        // No map beside the worker either: the server does not send maps (see build.sourcemap).
        sourcemap: false,
        navigateFallback: '/index.html',
        // Every API call (Google's sign-in callback included) and every stored file must reach the server.
        navigateFallbackDenylist: [/^\/api\//, /^\/media\//],
        cleanupOutdatedCaches: true,
        // The first visit's worker takes charge at once, so pictures are cached from the first story on.
        clientsClaim: true,
        runtimeCaching: [
          {
            // Stored pictures and sounds never change under their key. The offline library fills the same cache.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
            handler: 'CacheFirst',
            options: { cacheName: 'bedtime-media', cacheableResponse: { statuses: [200] }, rangeRequests: true },
          },
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/art/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'bedtime-art',
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 120 },
            },
          },
        ],
      },
    }),
  ],
  build: {
    outDir: 'dist',
    // Maps are kept for debugging a report, but no file points to them, and they are moved out of `dist` (to
    // dist-sourcemaps/, see sourceMapsOutsideBuild) so neither the server nor the native app ever holds them.
    sourcemap: 'hidden',
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A few files instead of thirty: what the first screen runs, and the signed-in frame every signed-in
          // screen shows. The screens themselves stay in chunks of their own, loaded on first use.
          groups: [
            { name: 'first-screen', priority: 3, test: (id) => isScript(id) && firstScreenModules.has(id) },
            // The icons the screens use, together: the sign-in screen needs a few and must not load the frame for
            // them.
            { name: 'icons', priority: 2, test: /[\\/]node_modules[\\/]lucide-react[\\/]/ },
            { name: 'signed-in-frame', priority: 1, test: (id) => isScript(id) && signedInFrameModules.has(id) },
            // The app's own small parts that several screens share (buttons, fields, alerts, the network state):
            // one file instead of one each. Dialogs and the native app's code stay apart, so the sign-in screen
            // does not load them.
            {
              name: 'screen-parts',
              priority: 0,
              minShareCount: 2,
              includeDependenciesRecursively: false,
              test: (id) => isScript(id) && isScreenPart(id),
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
  test: {
    // One test file per core. Vitest's own default leaves one core free (a single worker on a two-core machine),
    // which ran the files one after another: most server files wait on a database, a child server or a fake's
    // clock, so a second worker fills those waits.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: [
            'src/server/**/*.test.ts',
            'src/shared/**/*.test.ts',
            'tests/server/**/*.test.ts',
            'tests/fakes/**/*.test.ts',
            'tests/security/**/*.test.ts',
            'tests/reliability/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          exclude: [...PURE_SERVER_TESTS, '**/node_modules/**'],
          globalSetup: ['./tests/setup/postgres-global-setup.ts'],
          setupFiles: ['./tests/setup/fail-on-console-error.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Pure functions over big word tables (the built-in storyteller, illustrator and story rules): no database,
          // no mocks, no module state. One module cache per worker spares each file importing the tables again, which
          // took as long as its tests.
          name: 'story',
          environment: 'node',
          include: PURE_SERVER_TESTS,
          isolate: false,
          setupFiles: ['./tests/setup/fail-on-console-error.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['./tests/setup/web-setup.ts', './tests/setup/fail-on-console-error.ts'],
        },
      },
    ],
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRenderConfig : appConfig));
