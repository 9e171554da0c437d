/**
 * Files the samples send to the gateway or download (static/samples, served at /samples/): each is
 * served with its type, and every docs-hosted file URL in the published Markdown twins exists.
 */
import fs from 'fs';
import path from 'path';
import { site } from './browser';
import { walkFiles } from '../src/node/walk';

const SAMPLES = path.resolve(__dirname, '../static/samples');
const PUBLIC = path.resolve(__dirname, '../public');
const TYPES: Record<string, RegExp> = {
  '.png': /^image\/png/,
  '.mp3': /^audio\/mpeg/,
  '.pdf': /^application\/pdf/,
  '.txt': /^text\/plain/,
};

describe('sample files hosted by the docs', () => {
  const files = fs.readdirSync(SAMPLES).sort();

  it('are served with their type', async () => {
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) {
      const response = await fetch(site(`/samples/${name}`));
      expect({ name, status: response.status }).toEqual({ name, status: 200 });
      const type = TYPES[path.extname(name)];
      expect(type).toBeDefined();
      expect({ name, type: response.headers.get('content-type') }).toEqual({ name, type: expect.stringMatching(type) });
      expect(Buffer.from(await response.arrayBuffer()).equals(fs.readFileSync(path.join(SAMPLES, name)))).toBe(true);
    }
  });

  it('are every file the published samples take from the docs site', () => {
    const named = new Set<string>();
    for (const file of walkFiles(path.join(PUBLIC, 'docs'), { match: /\.md$/ })) {
      for (const m of fs.readFileSync(file, 'utf8').matchAll(/https:\/\/docs\.llmprovider\.example\/samples\/([\w.-]+)/g)) named.add(m[1]);
    }
    expect(named.size).toBeGreaterThan(0);
    expect([...named].filter((name) => !files.includes(name))).toEqual([]);
  });
});
