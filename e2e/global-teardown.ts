export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __E2E_SERVER__?: { close: () => Promise<void> } }).__E2E_SERVER__?.close();
}
