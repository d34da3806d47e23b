import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const apiServer = 'http://127.0.0.1:3000';

/**
 * @suap/shared is plain declarations (constants, zod schemas), but its top-level schema calls look like
 * side effects to the bundler, so one constant import would pull every schema and zod into the first
 * download. Declaring its modules side-effect free lets unused ones drop out.
 */
function sharedContractIsPure(): Plugin {
  return {
    name: 'suap-shared-contract-is-pure',
    transform(code, id) {
      if (!/[\\/]packages[\\/]shared[\\/]src[\\/]/.test(id)) return null;
      return { code, map: null, moduleSideEffects: false };
    },
  };
}

export default defineConfig({
  plugins: [react(), sharedContractIsPure()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: false },
      '/idp': { target: apiServer, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: false },
      '/idp': { target: apiServer, changeOrigin: false },
    },
  },
});
