/**
 * The docs' MCP server: the tools of ./tools.ts over the data the docs build wrote beside this
 * file (data.json), served over stdio (default) or Streamable HTTP (`--http --port N`, stateless,
 * 127.0.0.1, `/mcp` only). Bundled by the build into `public/mcp/server.mjs`.
 *
 *   node server.mjs                      stdio (logs go to stderr)
 *   node server.mjs --http --port 8787   http://127.0.0.1:8787/mcp
 */
import fs from 'node:fs';
import http from 'node:http';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { McpServer, createMcpHandler, hostHeaderValidationResponse, localhostAllowedHostnames, originValidationResponse } from '@modelcontextprotocol/server';
import { serveStdio } from '@modelcontextprotocol/server/stdio';
import type { McpData } from './data';
import { TOOLS, ToolError, createTools } from './tools';
import { staleNotice, versionOf } from './version';

/** Largest request body the HTTP mode reads (bytes); larger ones get 413. */
export const MAX_BODY_BYTES = 1024 * 1024;
export function loadData(file: string | URL = new URL('./data.json', import.meta.url)): McpData {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as McpData;
}

/** A fresh McpServer with the eight tools (the SDK asks for one per connection or request). */
export function createServer(data: McpData, tools = createTools(data)): McpServer {
  const { build } = data;
  const server = new McpServer(
    { name: 'llm-provider-docs', title: `${build.site} docs`, version: versionOf(build) },
    {
      capabilities: { tools: {} },
      instructions: [
        `Read-only tools over the ${build.site} documentation (${build.url}), built ${build.builtAt}${build.commit ? ` from commit ${build.commit.slice(0, 12)}` : ''}.`,
        `The gateway's API is at ${build.apiBaseUrl} with the header Authorization: Bearer <key>.`,
        'Pick models with list_models and get_model (never hard-code prices or ids); write requests with sample_request; explain gateway errors with explain_error.',
      ].join(' '),
    },
  );
  for (const tool of TOOLS) {
    const run = tools[tool.name] as (input: unknown) => Record<string, unknown>;
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: tool.inputSchema,
        outputSchema: tool.outputSchema,
        annotations: { readOnlyHint: true, openWorldHint: false, title: tool.title },
      },
      async (input: unknown) => {
        try {
          const output = run(input);
          return { content: [{ type: 'text' as const, text: JSON.stringify(output, null, 1) }], structuredContent: output };
        } catch (error) {
          if (error instanceof ToolError) return { isError: true, content: [{ type: 'text' as const, text: error.message }] };
          throw error;
        }
      },
    );
  }
  return server;
}

export interface HttpOptions {
  /** Host names (without port) accepted in Host and Origin besides loopback; the site's own by default. */
  readonly hosts?: readonly string[];
  /** The path served; `/mcp` by default. */
  readonly path?: string;
}

/**
 * A web-standard fetch handler for `/mcp` (stateless: any number of copies can serve behind a
 * proxy, or on an edge runtime): DNS-rebinding protection on Host and Origin, then the SDK's
 * handler, which serves the 2026-07-28 revision and the 2025 handshake.
 */
export function createHttpHandler(data: McpData, options: HttpOptions = {}): (request: Request) => Promise<Response> {
  const tools = createTools(data);
  const handler = createMcpHandler(() => createServer(data, tools), { legacy: 'stateless', maxRequestBodySize: MAX_BODY_BYTES, responseMode: 'json' });
  const siteHost = new URL(data.build.url).hostname;
  const hosts = [...localhostAllowedHostnames(), ...(options.hosts ?? [siteHost])];
  const origins = [...hosts];
  const path = options.path ?? '/mcp';
  return async (request) => {
    if (new URL(request.url).pathname !== path)
      return new Response('Not found: the MCP endpoint is /mcp.\n', { status: 404, headers: { 'Content-Type': 'text/plain' } });
    const refused = hostHeaderValidationResponse(request, hosts) ?? originValidationResponse(request, origins);
    if (refused) return refused;
    return handler.fetch(request);
  };
}

/** A Node `http` request listener that runs a fetch handler (for `--http` and the site's `npm run serve`). */
export function nodeListener(fetchHandler: (request: Request) => Promise<Response>): http.RequestListener {
  return (req, res) => {
    void (async () => {
      const host = req.headers.host ?? '127.0.0.1';
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (value === undefined) continue;
        for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
      }
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
      // Read as it arrives, so that the connection stays usable whatever the handler reads of it
      // (it answers 413 past MAX_BODY_BYTES); a client that sends far more is cut off.
      const body = hasBody
        ? new ReadableStream<Uint8Array>({
            start(controller) {
              let size = 0;
              req.on('data', (chunk: Buffer) => {
                size += chunk.length;
                if (size > MAX_BODY_BYTES * 2) {
                  req.destroy();
                  controller.error(new Error('body too large'));
                  return;
                }
                controller.enqueue(new Uint8Array(chunk));
              });
              req.on('end', () => controller.close());
              req.on('error', (error) => controller.error(error));
            },
          })
        : undefined;
      const request = new Request(`http://${host}${req.url ?? '/'}`, { method: req.method, headers, body, duplex: 'half' } as RequestInit);
      const response = await fetchHandler(request);
      const out: Record<string, string | string[]> = {};
      response.headers.forEach((value, name) => {
        out[name] = name === 'set-cookie' ? [...((out[name] as string[]) ?? []), value] : value;
      });
      res.writeHead(response.status, out);
      if (!response.body || req.method === 'HEAD') return void res.end();
      const stream = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream<Uint8Array>);
      res.on('close', () => stream.destroy());
      stream.pipe(res);
    })().catch((error: unknown) => {
      process.stderr.write(`mcp: ${(error as Error).stack ?? String(error)}\n`);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end();
    });
  };
}

function usage(message: string): never {
  process.stderr.write(`${message}\nUsage: server.mjs [--version] [--http [--port N] [--host 127.0.0.1] [--allow-host name]...]\n`);
  process.exit(2);
}

export async function main(argv: readonly string[]): Promise<void> {
  const data = loadData();
  if (argv.includes('--version')) {
    process.stdout.write(`${versionOf(data.build)} (${data.build.site} docs built ${data.build.builtAt})\n`);
    return;
  }
  const http_ = argv.includes('--http');
  if (!http_) {
    const tools = createTools(data);
    serveStdio(() => createServer(data, tools));
    process.stderr.write(`${data.build.site} docs MCP server (built ${data.build.builtAt}) on stdio\n`);
    const notice = staleNotice(data.build, new Date(), fileURLToPath(import.meta.url));
    if (notice) process.stderr.write(`${notice}\n`);
    return;
  }
  const value = (flag: string) => {
    const i = argv.indexOf(flag);
    return i >= 0 ? (argv[i + 1] ?? usage(`${flag} needs a value.`)) : undefined;
  };
  const port = Number(value('--port') ?? '8787');
  if (!Number.isInteger(port) || port < 0 || port > 65535) usage(`--port ${value('--port')} is not a port number.`);
  const host = value('--host') ?? '127.0.0.1';
  const extra = argv.flatMap((arg, i) => (arg === '--allow-host' && argv[i + 1] ? [argv[i + 1]] : []));
  const siteHost = new URL(data.build.url).hostname;
  const server = http.createServer(nodeListener(createHttpHandler(data, { hosts: [siteHost, ...extra] })));
  server.listen(port, host, () => {
    const address = server.address();
    const bound = typeof address === 'object' && address ? address.port : port;
    process.stderr.write(`${data.build.site} docs MCP server (built ${data.build.builtAt}) on http://${host}:${bound}/mcp\n`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

const invoked = (() => {
  try {
    return process.argv[1] !== undefined && fs.realpathSync(process.argv[1]) === fs.realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
})();
if (invoked) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
    process.exit(1);
  });
}
