import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { initialJsSize } from './scripts/initial-js-size.ts';
import { precompress } from './scripts/precompress.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  base: '/',
  plugins: [
    react(),
    tailwindcss(),
    // What the browser loads for the first screen of /login and of the shell (/v3 home); see the plugin.
    initialJsSize({
      limitKb: 200,
      pages: [
        { name: '/login', modules: ['src/modules/auth/pages/login-page.tsx'] },
        {
          name: 'shell',
          // The full route table loads on the first navigation outside the sign-in screens, with the
          // query client's layout route around every screen but those.
          modules: [
            'src/app/router.tsx',
            'src/lib/query-provider.tsx',
            'src/app/layouts/shell-layout.tsx',
            'src/modules/home/pages/home-page.tsx',
          ],
        },
      ],
    }),
    // Brotli and gzip copies of the text assets, served as they are by the server (plugins/spa.ts).
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // The server's CSP only allows data: for images; emit every asset as a file.
    assetsInlineLimit: 0,
    sourcemap: false,
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', ws: true },
    },
  },
  preview: { host: '127.0.0.1', port: 4173 },
});
