/**
 * @jest-environment node
 *
 * Every model id used in a code sample under content/docs must be in the catalogue
 * (content/models.json), so readers never copy an id the gateway does not serve.
 */
import fs from 'fs';
import path from 'path';
import { isCatalogued, parseModelCatalog } from '../models';
import { walkFiles } from '../walk';

const root = path.resolve(__dirname, '../../..');
const catalogIds = parseModelCatalog(fs.readFileSync(path.join(root, 'content/models.json'), 'utf8')).models.map((m) => m.id);

/** `"model": "x"`, `model="x"`, `model: 'x'`, `'model' => "x"`-free forms of a model argument. */
const MODEL_VALUE = /["']?\bmodel["']?\s*[:=]\s*["']([^"'\n]+)["']/g;
const FENCE = /^\s*(`{3,}|~{3,})/;

/** Model ids in the fenced code blocks of an MDX text, with their 1-based line numbers. */
function modelIdsInCode(text: string): Array<{ id: string; line: number }> {
  const found: Array<{ id: string; line: number }> = [];
  let fence: string | null = null;
  text.split('\n').forEach((line, index) => {
    const match = FENCE.exec(line);
    if (fence === null && match) {
      fence = match[1];
      return;
    }
    if (fence !== null && match && match[1][0] === fence[0] && match[1].length >= fence.length && line.trim() === match[1]) {
      fence = null;
      return;
    }
    if (fence === null) return;
    for (const m of line.matchAll(MODEL_VALUE)) found.push({ id: m[1], line: index + 1 });
  });
  return found;
}

const mdxFiles = (dir: string) => walkFiles(dir, { match: /\.mdx$/ });

describe('model ids in code samples', () => {
  it('finds ids in JSON, Python and JavaScript forms, only inside code blocks', () => {
    const text = [
      'Prose with "model": "not-code" is ignored.',
      '```bash',
      `curl -d '{"model": "gpt-4o", "messages": []}'`,
      '```',
      '```python',
      'client.chat.completions.create(model="claude-2.1")',
      '```',
      '```js',
      "const r = await client.responses.create({ model: 'grok-4' });",
      '```',
    ].join('\n');
    expect(modelIdsInCode(text)).toEqual([
      { id: 'gpt-4o', line: 3 },
      { id: 'claude-2.1', line: 6 },
      { id: 'grok-4', line: 9 },
    ]);
  });

  it('uses only catalogued models in content/docs', () => {
    const unknown: string[] = [];
    let count = 0;
    for (const file of mdxFiles(path.join(root, 'content/docs'))) {
      for (const { id, line } of modelIdsInCode(fs.readFileSync(file, 'utf8'))) {
        count += 1;
        if (!isCatalogued(id, catalogIds)) unknown.push(`${path.relative(root, file)}:${line}: "${id}" is not in content/models.json`);
      }
    }
    expect(unknown).toEqual([]);
    expect(count).toBeGreaterThan(0);
  });
});
