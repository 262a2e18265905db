import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // Hashed assets are served immutable by the site server; no source maps in production.
    sourcemap: false,
  },
});
