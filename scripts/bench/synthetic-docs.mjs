/**
 * The synthetic docs of the benchmarks (scripts/bench.mjs, scripts/bench-adjustments.mjs): pages
 * about the size of a real guide, in content/docs/zz-synthetic.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Synthetic docs: N pages in folders of 100, each with front matter, headings, prose, code and a link. */
export function generateDocs(docsDir, n) {
  const root = path.join(docsDir, 'zz-synthetic');
  fs.mkdirSync(root, { recursive: true });
  fs.writeFileSync(path.join(root, '_category_.json'), JSON.stringify({ label: 'Synthetic', position: 99 }));
  for (let i = 0; i < n; i += 1) {
    const group = path.join(root, `group-${String(Math.floor(i / 100)).padStart(3, '0')}`);
    if (i % 100 === 0) {
      fs.mkdirSync(group, { recursive: true });
      fs.writeFileSync(path.join(group, '_category_.json'), JSON.stringify({ label: `Group ${Math.floor(i / 100)}`, position: Math.floor(i / 100) + 1 }));
    }
    const id = String(i).padStart(5, '0');
    fs.writeFileSync(
      path.join(group, `page-${id}.mdx`),
      `---\ntitle: "Synthetic page ${id}"\ndescription: "Generated page ${id} for the build benchmark."\n---\n\n` +
        `Generated page ${id}: a few paragraphs, two sections and a request sample, about the size of a real guide.\n\n` +
        `## Request\n\nSend a chat request with your key. See [error codes](/docs/get-started/error-codes) for what can go wrong.\n\n` +
        '```bash\ncurl https://api.llmprovider.example/v1/chat/completions \\\n  -H "Authorization: Bearer YOUR_API_KEY" \\\n  -H "Content-Type: application/json" \\\n' +
        `  -d '{"model": "gpt-4o-mini", "messages": [{"role": "user", "content": "Page ${id}"}]}'\n\`\`\`\n\n` +
        `## Response\n\nThe answer has the OpenAI chat completion shape.\n\n### Fields\n\n| Field | Type |\n| --- | --- |\n| id | string |\n| choices | array |\n\n` +
        `${'Lorem-free filler text describing the behaviour of the endpoint in a little more detail. '.repeat(8)}\n`,
    );
  }
}
