#!/usr/bin/env node
/**
 * Drives the docs' MCP server with an official client, for e2e/mcp.e2e.ts (the clients are ES
 * modules, which Jest's CommonJS runtime cannot load). Reads a list of calls as JSON on stdin,
 * prints one JSON answer on stdout: the negotiated protocol version, the server's name, the tool
 * list and each call's result (or the error it threw).
 *
 *   node e2e/mcp/client.mjs <modern|2025> stdio <server.mjs>
 *   node e2e/mcp/client.mjs <modern|2025> http <url>
 *   node e2e/mcp/client.mjs <modern|2025> npx <url of the .tgz>   (stdio, started by `npx -y <url>`)
 *
 * modern: @modelcontextprotocol/client 2.x pinned to the 2026-07-28 revision;
 * 2025: @modelcontextprotocol/sdk 1.x (the 2025-era handshake).
 */
const [era, transportKind, target] = process.argv.slice(2);
const stdio = (StdioClientTransport) =>
  new StdioClientTransport(
    transportKind === 'npx'
      ? { command: 'npx', args: ['-y', target], stderr: 'pipe', env: process.env }
      : { command: process.execPath, args: [target], stderr: 'pipe' },
  );
const calls = JSON.parse(
  await new Promise((resolve) => {
    let text = '';
    process.stdin.on('data', (chunk) => (text += chunk));
    process.stdin.on('end', () => resolve(text || '[]'));
  }),
);

let client;
let transport;
if (era === 'modern') {
  const { Client, StreamableHTTPClientTransport } = await import('@modelcontextprotocol/client');
  const { StdioClientTransport } = await import('@modelcontextprotocol/client/stdio');
  client = new Client({ name: 'e2e-modern', version: '1.0.0' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
  transport = transportKind === 'http' ? new StreamableHTTPClientTransport(new URL(target)) : stdio(StdioClientTransport);
} else if (era === '2025') {
  const { Client } = await import('@modelcontextprotocol/sdk/client/index.js');
  const { StdioClientTransport } = await import('@modelcontextprotocol/sdk/client/stdio.js');
  const { StreamableHTTPClientTransport } = await import('@modelcontextprotocol/sdk/client/streamableHttp.js');
  client = new Client({ name: 'e2e-2025', version: '1.0.0' });
  transport = transportKind === 'http' ? new StreamableHTTPClientTransport(new URL(target)) : stdio(StdioClientTransport);
} else {
  console.error('usage: client.mjs <modern|2025> <stdio|http> <target>');
  process.exit(2);
}

await client.connect(transport);
const out = {
  protocolVersion: client.getNegotiatedProtocolVersion?.() ?? transport.protocolVersion ?? null,
  server: client.getServerVersion(),
  tools: (await client.listTools()).tools,
  results: [],
};
for (const call of calls) {
  try {
    out.results.push(await client.callTool({ name: call.name, arguments: call.arguments ?? {} }));
  } catch (error) {
    out.results.push({ thrown: { message: String(error?.message ?? error), code: error?.code ?? null } });
  }
}
await client.close();
process.stdout.write(JSON.stringify(out));
