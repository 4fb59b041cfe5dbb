import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const API_TARGET = process.env.AVANZO_API ?? 'http://127.0.0.1:3000';

// Preact's React compatibility layer stands in for react/react-dom in the browser build: the same
// React API for our code and libraries at ~12 KB gzip instead of ~75 KB (issue 9's landing budget).
const preactCompat = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig({
  resolve: { alias: preactCompat },
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, routesDirectory: './src/routes' }),
    react(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'Avanzo — cook with what you have',
        short_name: 'Avanzo',
        description: 'Recipes from the ingredients you already have. Works offline, in four languages.',
        lang: 'en',
        start_url: '/app/home',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#2a7347',
        background_color: '#fffbf5',
        categories: ['food', 'lifestyle'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,json}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        // The offline composer's catalog and dish library is one chunk (2.3 MB minified, under 600 KB gzip);
        // it must be precached, or a cook with no signal gets no recipes.
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        importScripts: ['/sw-sync.js'],
      },
    }),
  ],
  build: { target: 'es2022', sourcemap: true, manifest: true, chunkSizeWarningLimit: 400 },
  server: { proxy: { '/api': API_TARGET } },
  preview: { proxy: { '/api': API_TARGET } },
});
