import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  // The manifest lets `npm run bench` measure what each route loads at first paint.
  build: { target: 'es2022', sourcemap: false, manifest: true },
});
