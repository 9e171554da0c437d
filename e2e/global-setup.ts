import fs from 'fs';
import path from 'path';

/** Starts one static server on a free port for the whole browser suite. */
export default async function globalSetup(): Promise<void> {
  const root = path.resolve(__dirname, '../public');
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error('public/ has no production build: run `npm run build` before the browser tests.');
  }
  const { startServer } = await import('../scripts/serve.mjs');
  const server = await startServer({ root });
  process.env.E2E_BASE_URL = server.url;
  (globalThis as { __E2E_SERVER__?: { close: () => Promise<void> } }).__E2E_SERVER__ = server;
}
