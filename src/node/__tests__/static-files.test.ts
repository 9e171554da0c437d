/**
 * @jest-environment node
 *
 * What static/ may hold (src/node/static-files.ts): media and documents only, no files in the
 * build's own folders, and SVG images without anything that runs or loads.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { RESERVED_FOLDERS, STATIC_EXTENSIONS, staticFileProblems } from '../static-files';

function site(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'static-files-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="url(#g)"/></svg>';

describe('staticFileProblems', () => {
  it('accepts the project as it is, and media and documents', () => {
    expect(staticFileProblems(path.resolve(__dirname, '../../..'))).toEqual([]);
    expect(
      staticFileProblems(site({ 'static/img/a.PNG': 'x', 'static/img/b.svg': SVG, 'static/samples/c.mp3': 'x', 'static/site.webmanifest': '{}' })),
    ).toEqual([]);
    expect(staticFileProblems(site({}))).toEqual([]);
  });

  it.each(['evil.html', 'docs/x.htm', 'a.xhtml', 'evil.js', 'x.mjs', 'x.css', 'x.xml', 'x.xsl', 'x.wasm', 'x.json', 'x.map', 'Makefile'])(
    'refuses static/%s, naming it and what is allowed',
    (file) => {
      const problems = staticFileProblems(site({ [`static/${file}`]: 'x' }));
      expect(problems).toEqual([
        expect.stringMatching(
          new RegExp(
            `^static/${file.replace(/\./g, '\\.')}: (?:a \\.\\w+ file|a file without an extension) cannot be in static/: .*only media and documents are allowed`,
          ),
        ),
      ]);
    },
  );

  it.each(RESERVED_FOLDERS)('refuses files in the build\u2019s folder %s/', (folder) => {
    expect(staticFileProblems(site({ [`static/${folder}/docs/x/data.png`]: 'x' }))).toEqual([
      expect.stringMatching(
        new RegExp(`^static/${folder.replace(/[~]/g, '\\$&')}/docs/x/data\\.png: static/${folder.replace(/[~]/g, '\\$&')}/ is written by the build`),
      ),
    ]);
  });

  it.each([
    ['<svg>\n<script>alert(1)</script></svg>', 2, 'a <script> element'],
    ['<svg onload="alert(1)"/>', 1, 'an event handler attribute'],
    ['<svg>\n\n<foreignObject><div/></foreignObject></svg>', 3, 'a <foreignObject>'],
    ['<svg><image href="https://tracker.example/p.png"/></svg>', 1, 'a link or reference to another file'],
    ['<svg><a xlink:href="javascript:alert(1)"/></svg>', 1, 'a link or reference to another file'],
    ['<svg><style>@import url(https://x.example/a.css)</style></svg>', 1, 'a stylesheet import'],
    ['<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg>&x;</svg>', 1, 'a DOCTYPE or entity declaration'],
  ])('refuses an SVG holding %s at its line', (svg, line, what) => {
    const problems = staticFileProblems(site({ 'static/img/evil.svg': svg }));
    expect(problems[0]).toMatch(new RegExp(`^static/img/evil\\.svg:${line}: the SVG holds ${what.replace(/[<>()]/g, '\\$&')}`));
  });

  it.each(['.htaccess', 'img/a b.png', 'img/quote".png', 'img/100%.png', 'img/.hidden/x.png'])('refuses the name static/%s', (file) => {
    expect(staticFileProblems(site({ [`static/${file}`]: 'x' }))).toEqual([
      expect.stringMatching(/: a static file's path is its URL, so its names use letters, digits/),
    ]);
  });

  it('allows the usual extensions only', () => {
    expect([...STATIC_EXTENSIONS].filter((e) => /html?|js|css|json|xml|wasm/.test(e))).toEqual([]);
  });
});
