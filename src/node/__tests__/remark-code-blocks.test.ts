/** @jest-environment node */
import remarkCodeBlocks, { API_KEY_PLACEHOLDER, PALETTE_CLASSES, grammarOf, highlightToHtml, htmlToText, parseMeta, urlOrigins } from '../remark-code-blocks';

describe('parseMeta', () => {
  it('reads a quoted title and highlighted line ranges', () => {
    const meta = parseMeta('title="chat.py" {2,4-6}');
    expect(meta.title).toBe('chat.py');
    expect([...meta.lines]).toEqual([2, 4, 5, 6]);
  });

  it('accepts single quotes, bare titles and reversed ranges', () => {
    expect(parseMeta("title='a b.js'").title).toBe('a b.js');
    expect(parseMeta('{3} title=req.sh').title).toBe('req.sh');
    expect([...parseMeta('{5-3}').lines]).toEqual([3, 4, 5]);
  });

  it('gives no title and no lines for an empty meta', () => {
    expect(parseMeta(null)).toEqual({ title: null, lines: new Set() });
  });
});

describe('grammarOf', () => {
  it.each([
    ['bash', 'bash'],
    ['sh', 'bash'],
    ['json', 'json'],
    ['python', 'python'],
    ['py', 'python'],
    ['javascript', 'javascript'],
    ['js', 'javascript'],
    ['typescript', 'typescript'],
    ['ts', 'typescript'],
    ['http', 'http'],
    ['yaml', 'yaml'],
    ['JSON', 'json'],
  ])('%s uses the %s grammar', (lang, grammar) => {
    expect(grammarOf(lang)).toBe(grammar);
  });

  it('treats text, an empty language and unknown languages as plain text', () => {
    expect(grammarOf('text')).toBeNull();
    expect(grammarOf('')).toBeNull();
    expect(grammarOf(undefined)).toBeNull();
    expect(grammarOf('no-such-language')).toBeNull();
  });
});

const SAMPLES: Array<[string, string]> = [
  [
    'bash',
    'curl https://api.llmprovider.example/v1/chat/completions \\\n  -H "Authorization: Bearer YOUR_API_KEY" \\\n  -d \'{"model": "gpt-4o-mini"}\' # <send>',
  ],
  ['json', '{\n  "model": "gpt-4o",\n  "temperature": 0.2,\n  "stream": false,\n  "stop": null\n}'],
  ['python', 'from openai import OpenAI\n\n# a comment & more\nclient = OpenAI(api_key="YOUR_API_KEY")\nprint(len([1, 2]) > 1)'],
  ['js', 'import OpenAI from "openai";\nconst client = new OpenAI({ apiKey: process.env.KEY ?? "YOUR_API_KEY" });\nconsole.log(`a<b> ${1 + 2}`);'],
  ['typescript', 'interface Reply { id: string }\nconst r: Reply = { id: "x" };'],
  [
    'http',
    'POST /v1/chat/completions HTTP/1.1\nHost: api.llmprovider.example\nAuthorization: Bearer YOUR_API_KEY\nContent-Type: application/json\n\n{"model": "gpt-4o"}',
  ],
  ['yaml', 'model: gpt-4o # chosen\nmax_tokens: 256\nstop:\n  - "\\n"'],
  ['text', 'plain <text> & stuff\n\nYOUR_API_KEY'],
];

describe('highlightToHtml', () => {
  it.each(SAMPLES)('%s: stripping the markup gives back the exact source', (lang, code) => {
    const html = highlightToHtml(code, lang);
    expect(htmlToText(html)).toBe(code);
    expect(htmlToText(highlightToHtml(code, lang, new Set([1, 2])))).toBe(code);
  });

  it.each(SAMPLES.filter(([lang]) => lang !== 'text'))('%s: colours tokens with palette classes only', (lang, code) => {
    const html = highlightToHtml(code, lang);
    const classes = [...html.matchAll(/class="([^"]+)"/g)].map((m) => m[1]);
    expect(classes.length).toBeGreaterThan(0);
    for (const cls of classes) expect(PALETTE_CLASSES.map((c) => `tk-${c}`)).toContain(cls);
  });

  it('escapes markup characters', () => {
    const html = highlightToHtml('<script>alert("&")</script>', 'text');
    expect(html).toBe('&lt;script&gt;alert("&amp;")&lt;/script&gt;');
  });

  it('colours keywords, strings, comments and numbers in Python', () => {
    const html = highlightToHtml('def f():\n    return "x"  # done\n1', 'python');
    expect(html).toContain('<span class="tk-k">def</span>');
    expect(html).toContain('<span class="tk-s">"x"</span>');
    expect(html).toContain('<span class="tk-c"># done</span>');
    expect(html).toContain('<span class="tk-n">1</span>');
  });

  it('colours JSON keys as properties', () => {
    expect(highlightToHtml('{"model": "gpt-4o"}', 'json')).toContain('<span class="tk-p">"model"</span>');
  });

  it('keeps the API key placeholder in one piece in every language', () => {
    const cases: Array<[string, string]> = [
      ['bash', 'export KEY=YOUR_API_KEY\necho $YOUR_API_KEY'],
      ['python', 'YOUR_API_KEY = 1\nx = "YOUR_API_KEY"'],
      ['js', 'const YOUR_API_KEY_X = YOUR_API_KEY;'],
      ['yaml', 'key: YOUR_API_KEY'],
    ];
    for (const [lang, code] of cases) {
      const html = highlightToHtml(code, lang);
      const count = code.split(API_KEY_PLACEHOLDER).length - 1;
      expect(html.split(API_KEY_PLACEHOLDER).length - 1).toBe(count);
    }
  });

  it('wraps every line and marks highlighted ones when lines are highlighted', () => {
    const html = highlightToHtml('a\nb\nc', 'text', new Set([2]));
    expect(html).toBe('<span class="ln">a</span>\n<span class="ln hl">b</span>\n<span class="ln">c</span>');
  });

  it('splits tokens that span lines so each line stays well-formed', () => {
    const html = highlightToHtml('x = """one\ntwo"""', 'python', new Set([2]));
    const lines = html.split('\n');
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line.match(/<span/g)?.length).toBe(line.match(/<\/span>/g)?.length);
    }
    expect(lines[1]).toContain('<span class="tk-s">two"""</span>');
  });
});

describe('remarkCodeBlocks', () => {
  it('replaces fenced code, also nested, with CodeBlock elements carrying html, language and title', () => {
    const tree = {
      type: 'root',
      children: [
        { type: 'paragraph', children: [{ type: 'inlineCode', value: 'x' }] },
        { type: 'code', lang: 'python', meta: 'title="chat.py" {1}', value: 'len(1)' },
        {
          type: 'mdxJsxFlowElement',
          name: 'Tabs',
          attributes: [],
          children: [{ type: 'mdxJsxFlowElement', name: 'TabItem', attributes: [], children: [{ type: 'code', lang: null, meta: null, value: 'plain' }] }],
        },
      ],
    };
    remarkCodeBlocks()(tree);
    const block = tree.children[1] as unknown as { type: string; name: string; attributes: Array<{ name: string; value: string }> };
    expect(block.type).toBe('mdxJsxFlowElement');
    expect(block.name).toBe('CodeBlock');
    const attrs = Object.fromEntries(block.attributes.map((a) => [a.name, a.value]));
    expect(attrs).toEqual({
      html: '<span class="ln hl"><span class="tk-f">len</span><span class="tk-o">(</span><span class="tk-n">1</span><span class="tk-o">)</span></span>',
      language: 'python',
      title: 'chat.py',
    });
    const nested = (tree.children[2].children![0] as unknown as { children: Array<{ name: string; attributes: Array<{ name: string; value: string }> }> })
      .children[0];
    expect(nested.name).toBe('CodeBlock');
    expect(nested.attributes).toEqual([{ type: 'mdxJsxAttribute', name: 'html', value: 'plain' }]);
    expect(tree.children[0].children![0]).toEqual({ type: 'inlineCode', value: 'x' });
  });
});

describe('urlOrigins', () => {
  it('finds the origin of every URL that has a path', () => {
    const code = 'curl "https://api.llmprovider.example/minimax/v1/text/chatcompletion_v2?x=1" \\\nGET http://a.example/v1/models';
    expect(urlOrigins(code).map(([start, end]) => code.slice(start, end))).toEqual(['https://api.llmprovider.example', 'http://a.example']);
  });

  it('leaves bare hosts and code without URLs alone', () => {
    expect(urlOrigins('print("hello")')).toEqual([]);
    expect(urlOrigins('https://api.llmprovider.example/ and https://api.llmprovider.example')).toEqual([]);
  });

  it('keeps origins out of the search index but in the code: the path is indexed as a word of its own', () => {
    const html = highlightToHtml('POST https://api.llmprovider.example/v1/embeddings', 'http');
    expect(html).toContain('<span data-pagefind-ignore="">');
    // What Pagefind indexes: the HTML without the ignored spans.
    const indexed = htmlToText(html.replace(/<span data-pagefind-ignore="">(?:<span[^>]*>[^<]*<\/span>|[^<])*<\/span>/g, ''));
    expect(indexed).toBe('POST /v1/embeddings');
    expect(htmlToText(html)).toBe('POST https://api.llmprovider.example/v1/embeddings');
  });

  it('gives CodeBlock no extra search words', () => {
    const tree = { type: 'root', children: [{ type: 'code', lang: 'http', meta: null, value: 'GET https://x.example/v1/models' }] };
    remarkCodeBlocks()(tree as never);
    const element = tree.children[0] as unknown as { attributes: Array<{ name: string; value: string }> };
    expect(element.attributes.map((a) => a.name)).toEqual(['html', 'language']);
  });
});
