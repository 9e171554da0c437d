/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { stripNulFromHtml } from '../strip-nul';

describe('stripNulFromHtml', () => {
  it('removes the NUL padding from HTML files, keeps multi-byte text and leaves other files alone', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nul-'));
    fs.mkdirSync(path.join(dir, 'docs/a'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'docs/a/index.html'), Buffer.concat([Buffer.from('<td>'), Buffer.from([0, 0]), Buffer.from('– 日本</td>')]));
    fs.writeFileSync(path.join(dir, 'index.html'), '<p>clean – text</p>');
    fs.writeFileSync(path.join(dir, 'data.bin'), Buffer.from([1, 0, 2]));

    expect(stripNulFromHtml(dir)).toEqual([path.join('docs', 'a', 'index.html')]);
    expect(fs.readFileSync(path.join(dir, 'docs/a/index.html'), 'utf8')).toBe('<td>– 日本</td>');
    expect(fs.readFileSync(path.join(dir, 'index.html'), 'utf8')).toBe('<p>clean – text</p>');
    expect([...fs.readFileSync(path.join(dir, 'data.bin'))]).toEqual([1, 0, 2]);
    expect(stripNulFromHtml(dir)).toEqual([]);
  });
});
