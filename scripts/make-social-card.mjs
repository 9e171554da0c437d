#!/usr/bin/env node
/**
 * Draws the site's link-preview image (static/img/social-card.png, 1200×630, used by og:image and
 * twitter:image) and the web-manifest icon (static/img/icon-512.png) from the logo and the site
 * title and tagline. The PNGs are committed; run this again after changing the logo or the tagline:
 *
 *   node scripts/make-social-card.mjs "LLM Provider" "Seamless Access to Powerful Open & Proprietary LLMs"
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [title = 'LLM Provider', tagline = 'Seamless Access to Powerful Open & Proprietary LLMs'] = process.argv.slice(2);
const logo = fs.readFileSync(path.join(root, 'static/img/logo.svg'), 'utf8');
const logoInner = logo.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Splits the tagline into lines of at most `max` characters. */
function wrap(text, max) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const taglineLines = wrap(tagline, 34)
  .map((line, i) => `<text x="96" y="${372 + i * 64}" font-size="48" fill="#d3e3fd">${escape(line)}</text>`)
  .join('\n  ');

const card = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#0d1117"/>
  <rect y="600" width="1200" height="30" fill="#0b57d0"/>
  <g transform="translate(96 96) scale(2)">${logoInner}</g>
  <g font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">
  <text x="96" y="300" font-size="84" font-weight="bold" fill="#ffffff">${escape(title)}</text>
  ${taglineLines}
  <text x="96" y="560" font-size="30" fill="#9da7b3">One API key · one OpenAI-compatible API · many model vendors</text>
  </g>
</svg>`;

const out = path.join(root, 'static/img/social-card.png');
await sharp(Buffer.from(card)).png({ palette: true, colours: 64, compressionLevel: 9 }).toFile(out);
const icon = path.join(root, 'static/img/icon-512.png');
await sharp(Buffer.from(logo), { density: 576 }).resize(512, 512).png({ palette: true, compressionLevel: 9 }).toFile(icon);
for (const file of [out, icon]) console.log(`${path.relative(root, file)}: ${fs.statSync(file).size} bytes`);
