import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Vite's defaults on purpose (no `worker.format`): the kit must work in a host's untouched config.
export default defineConfig({
  plugins: [react()],
});
