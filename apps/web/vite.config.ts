import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * Vite 8 bundles with Rolldown, whose `codeSplitting.groups` replace Rollup's `manualChunks`.
 * Vendor groups only take modules the first screen needs (`$initial`), so they cache well
 * across deploys without dragging lazy-only code (tables, dialogs, zod) into the first load;
 * the entry chunk keeps only the app's own shell.
 */
const initialVendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 40 },
  {
    name: 'mui',
    test: /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|stylis|react-is)[\\/]/,
    priority: 30,
  },
  {
    name: 'state',
    test: /node_modules[\\/](@reduxjs|redux|react-redux|immer|reselect|redux-thunk)[\\/]/,
    priority: 20,
  },
  { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, priority: 20 },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 20 },
].map((group) => ({ ...group, tags: ['$initial' as const] }));

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: initialVendorGroups } },
    },
  },
  server: { proxy: { '/api': 'http://localhost:5000' } },
  preview: { proxy: { '/api': 'http://localhost:5000' } },
});
