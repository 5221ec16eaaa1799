/// <reference types="vitest/config" />

import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

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

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    precompress(),
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
        globPatterns: ['**/*.{js,css,html,webmanifest,svg,png}', 'locales/**/*.json'],
        globIgnores: ['art/**', 'android/**'],
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
    sourcemap: true,
    target: 'es2022',
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/media': apiTarget },
  },
  test: {
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
          ],
          globalSetup: ['./tests/setup/postgres-global-setup.ts'],
          setupFiles: ['./tests/setup/fail-on-console-error.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
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
});
