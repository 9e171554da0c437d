/**
 * @jest-environment node
 *
 * The gateway requests read off code samples (../api-requests.ts), and the Go, Java, C# and PHP
 * tabs generated for OpenAI-format JSON requests (../snippets.ts).
 */
import { apiRequestsOf, literalKeys } from '../api-requests';
import { addSnippetTabs, curlRequest, snippetsFor } from '../snippets';
import type { MdastNode } from '../mdast';

const API = 'https://api.llmprovider.example';
const sample = (lang: string, code: string, line = 10) => ({ lang, code, line });

describe('requests read off samples', () => {
  it('reads a curl request: method, path, the line of its URL and its literal JSON body with spliced variables as strings', () => {
    const code = [
      'curl https://api.llmprovider.example/v1/chat/completions \\',
      '  -H "Authorization: Bearer YOUR_API_KEY" \\',
      `  -d '{"model": "m", "user": "'"$USER_ID"'"}'`,
      '',
      'curl -X DELETE "https://api.llmprovider.example/dify/v1/conversations/${conversation_id}" -H "X: y"',
      'response=$(curl -s https://api.llmprovider.example/kling/v1/images/generations -d \'{"prompt": "x"}\')',
      'curl https://api.llmprovider.example/v1/chat/completions -d "$body"',
      'curl https://api.llmprovider.example/v1/audio/transcriptions -F "file=@a.mp3" -F model=whisper -F "timestamp_granularities[]=word"',
    ].join('\n');
    expect(apiRequestsOf([sample('bash', code)], API)).toMatchObject([
      { lang: 'curl', method: 'POST', path: '/v1/chat/completions', line: 11, body: '{"model": "m", "user": "{USER_ID}"}', fields: null },
      { lang: 'curl', method: 'DELETE', path: '/dify/v1/conversations/{conversation_id}', line: 15, body: null, fields: null },
      { lang: 'curl', method: 'POST', path: '/kling/v1/images/generations', line: 16, body: '{"prompt": "x"}', fields: null },
      { lang: 'curl', method: 'POST', path: '/v1/chat/completions', line: 17, body: null, fields: null },
      { lang: 'curl', method: 'POST', path: '/v1/audio/transcriptions', line: 18, body: null, fields: ['file', 'model', 'timestamp_granularities[]'] },
    ]);
  });

  it('reads the fields of OpenAI and Anthropic SDK calls in Python and Node, extra_body included', () => {
    const python = [
      'from openai import OpenAI',
      'client = OpenAI(api_key="YOUR_API_KEY", base_url="https://api.llmprovider.example/v1")',
      'out = client.chat.completions.create(',
      '    model="gpt-6-luna",',
      '    messages=[{"role": "user", "content": "Hi, (there)"}],',
      '    extra_body={"thinking": {"type": "enabled"}},',
      '    timeout=30,',
      ')',
      'emb = client.embeddings.create(**kwargs)',
    ].join('\n');
    expect(apiRequestsOf([sample('python', python)], API)).toMatchObject([
      { lang: 'python', method: 'POST', path: '/v1/chat/completions', line: 13, body: null, fields: ['model', 'messages', 'thinking'] },
      { lang: 'python', method: 'POST', path: '/v1/embeddings', line: 19, body: null, fields: null },
    ]);
    const node = [
      "import Anthropic from '@anthropic-ai/sdk';",
      "const client = new Anthropic({ apiKey: 'YOUR_API_KEY', baseURL: 'https://api.llmprovider.example' });",
      'await client.messages.create({ model, max_tokens: 100, messages: [] });',
    ].join('\n');
    expect(apiRequestsOf([sample('js', node)], API)).toMatchObject([
      { lang: 'node', method: 'POST', path: '/v1/messages', line: 13, body: null, fields: ['model', 'max_tokens', 'messages'] },
    ]);
  });

  it('reads HTTP clients with a URL built from a constant and a literal body', () => {
    const python = [
      'API = "https://api.llmprovider.example/dify/v1"',
      'r = requests.post(f"{API}/chat-messages", headers=h, json={"query": "Hi", "user": "u"})',
    ].join('\n');
    expect(apiRequestsOf([sample('python', python)], API)).toMatchObject([
      { lang: 'python', method: 'POST', path: '/dify/v1/chat-messages', line: 12, body: null, fields: ['query', 'user'] },
    ]);
    const node = [
      "const API = 'https://api.llmprovider.example/dify/v1';",
      "await fetch(`${API}/messages/${id}/feedbacks`, { method: 'POST', body: JSON.stringify({ rating: 'like', user }) });",
    ].join('\n');
    expect(apiRequestsOf([sample('node', node)], API)).toMatchObject([
      { lang: 'node', method: 'POST', path: '/dify/v1/messages/{id}/feedbacks', line: 12, body: null, fields: ['rating', 'user'] },
    ]);
  });

  it('reads the request lines of http blocks, and nothing from other languages', () => {
    expect(
      apiRequestsOf([sample('http', 'POST https://api.llmprovider.example/v1/x\nAuthorization: Bearer k'), sample('json', '{"a": 1}')], API),
    ).toMatchObject([{ lang: 'http', method: 'POST', path: '/v1/x', line: 11, body: null, fields: null }]);
  });

  it('gives up on keys it cannot read (a spread, a computed key) instead of guessing', () => {
    expect(literalKeys('{ model, "messages": [], n: 1 }', 'node')).toEqual(['model', 'messages', 'n']);
    expect(literalKeys('{ ...base, n: 1 }', 'node')).toBeNull();
    expect(literalKeys('{"a": 1, b: 2}', 'python')).toBeNull();
  });
});

describe('generated Go, Java, C# and PHP', () => {
  const curl = [
    'curl https://api.llmprovider.example/v1/embeddings \\',
    '  -H "Authorization: Bearer YOUR_API_KEY" \\',
    '  -H "Content-Type: application/json" \\',
    `  -d '{"model": "text-embedding-3-small", "input": "It\\u0027s \\"quoted\\""}'`,
  ].join('\n');

  it('takes only one plain curl command with a literal JSON body to an OpenAI-format JSON operation', () => {
    expect(curlRequest(curl, API)).toMatchObject({
      method: 'POST',
      url: `${API}/v1/embeddings`,
      headers: [
        { name: 'Authorization', value: 'Bearer YOUR_API_KEY' },
        { name: 'Content-Type', value: 'application/json' },
      ],
    });
    expect(curlRequest(curl.replace('/v1/embeddings', '/v1/messages'), API)).toBeNull();
    expect(curlRequest(`${curl}\ncurl ${API}/v1/models`, API)).toBeNull();
    expect(curlRequest(curl.replace('"input"', '"stream": true, "input"'), API)).toBeNull();
    expect(curlRequest(curl.replace('YOUR_API_KEY', '$KEY'), API)).toBeNull();
  });

  it('writes each language with the key placeholder and the body pretty-printed in a literal that keeps it exact', () => {
    const snippets = Object.fromEntries(snippetsFor(curlRequest(curl, API)!).map((s) => [s.value, s]));
    expect(Object.values(snippets).map((s) => s.label)).toEqual(['Go', 'Java', 'C#', 'PHP']);
    for (const snippet of Object.values(snippets)) {
      expect(snippet.code).toContain('YOUR_API_KEY');
      expect(snippet.code).toContain(`${API}/v1/embeddings`);
      expect(snippet.code).toContain('"model": "text-embedding-3-small"');
    }
    expect(snippets.go.code).toContain('strings.NewReader(`{');
    expect(snippets.java.code).toMatch(/^import java\.net\.URI;/);
    expect(snippets.java.code).toContain('ofString("""');
    // A text block interprets backslashes: they are doubled, so the JSON escape \" survives.
    expect(snippets.java.code).toContain('"input": "It\'s \\\\"quoted\\\\""');
    expect(snippets.csharp.code).toContain('new StringContent("""');
    expect(snippets.csharp.code).toContain('"input": "It\'s \\"quoted\\""');
    expect(snippets.php.code).toContain("'body' => <<<'JSON'");
    expect(snippets.php.code).not.toContain('JSON,,');
    // No --max-time in the curl sample: no timeout in the generated ones.
    for (const snippet of Object.values(snippets)) expect(snippet.code).not.toMatch(/[Tt]imeout/);
  });

  it("sets the curl sample's --max-time as each client's timeout", () => {
    const timed = curlRequest(curl.replace('embeddings \\', 'embeddings --max-time 620 \\'), API);
    expect(timed).toMatchObject({ timeoutSeconds: 620 });
    expect(curlRequest(curl.replace('embeddings \\', 'embeddings -m 0 \\'), API)).toBeNull();
    const snippets = Object.fromEntries(snippetsFor(timed!).map((s) => [s.value, s.code]));
    expect(snippets.go).toContain('client := &http.Client{Timeout: 620 * time.Second}\n\tres, _ := client.Do(req)');
    expect(snippets.go).toMatch(/import \([^)]*\t"time"\n\)/);
    expect(snippets.go).not.toContain('http.DefaultClient');
    expect(snippets.java).toContain('import java.time.Duration;');
    expect(snippets.java).toMatch(/\.timeout\(Duration\.ofSeconds\(620\)\)\n\s+\.build\(\);/);
    expect(snippets.csharp).toContain('var client = new HttpClient { Timeout = TimeSpan.FromSeconds(620) };');
    expect(snippets.php).toContain("$client = new \\GuzzleHttp\\Client(['timeout' => 620]);");
  });

  it('adds the tabs after the last tab of the first Tabs group with such a curl sample, once per operation', () => {
    const tabs = (code: string): MdastNode => ({
      type: 'mdxJsxFlowElement',
      name: 'Tabs',
      attributes: [],
      children: ['curl', 'python', 'node'].map((value) => ({
        type: 'mdxJsxFlowElement',
        name: 'TabItem',
        attributes: [{ type: 'mdxJsxAttribute', name: 'value', value }],
        children: [{ type: 'code', lang: value === 'curl' ? 'bash' : value, value: value === 'curl' ? code : 'x' }],
      })),
    });
    const tree: MdastNode = { type: 'root', children: [tabs(`curl ${API}/v1/models`), tabs(curl), tabs(curl.replace('It', 'That'))] };
    addSnippetTabs(tree, API);
    addSnippetTabs(tree, API);
    const values = (node: MdastNode) => (node.children ?? []).map((item) => item.attributes?.find((a) => a.name === 'value')?.value);
    expect(values(tree.children![0])).toEqual(['curl', 'python', 'node']);
    expect(values(tree.children![1])).toEqual(['curl', 'python', 'node', 'go', 'java', 'csharp', 'php']);
    // The operation's first example only.
    expect(values(tree.children![2])).toEqual(['curl', 'python', 'node']);
    expect(tree.children![1].children![3].children![0]).toMatchObject({ type: 'code', lang: 'go' });
  });
});
