#!/usr/bin/env node
/**
 * Content checks that need no Gatsby build: every MDX file compiles, no placeholder prose is left,
 * and every code sample is valid for its language (JSON parses, Python compiles, JavaScript parses,
 * shell passes `bash -n`).
 *
 *   node scripts/check-content.mjs                 # all of content/
 *   node scripts/check-content.mjs content/docs/api-reference/openai/chat.mdx
 *
 * Exits 1 and prints `file:line: problem` lines when something is wrong.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import * as acorn from 'acorn';
import matter from 'gray-matter';

const FORBIDDEN = [/\bTODO\b/, /\bTBD\b/, /lorem ipsum/i, /\bFIXME\b/];
const FENCE = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)([^\n]*)$/;

function listFiles(targets) {
  const out = [];
  const walk = (p) => {
    const stat = fs.statSync(p);
    if (stat.isDirectory()) for (const e of fs.readdirSync(p)) walk(path.join(p, e));
    else if (p.endsWith('.mdx')) out.push(p);
  };
  targets.forEach(walk);
  return out.sort();
}

/** Fenced code blocks with their language and first line number. */
export function codeBlocks(text) {
  const blocks = [];
  const lines = text.split('\n');
  let open = null;
  lines.forEach((line, index) => {
    const match = FENCE.exec(line);
    if (open === null && match) {
      open = { indent: match[1].length, fence: match[2], lang: match[3].toLowerCase(), meta: match[4].trim(), line: index + 1, body: [] };
    } else if (open !== null && match && match[2][0] === open.fence[0] && match[2].length >= open.fence.length && match[3] === '') {
      blocks.push({ ...open, code: open.body.join('\n') });
      open = null;
    } else if (open !== null) {
      open.body.push(line.slice(Math.min(open.indent, line.length - line.trimStart().length)));
    }
  });
  return blocks;
}

function checkSample(block) {
  const { lang, code } = block;
  if (lang === 'json') {
    try {
      JSON.parse(code);
    } catch (error) {
      return `invalid JSON: ${error.message}`;
    }
  } else if (lang === 'python' || lang === 'py') {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'py-')), 'sample.py');
    fs.writeFileSync(file, code);
    const result = spawnSync('python3', ['-c', 'import ast,sys; ast.parse(open(sys.argv[1]).read())', file], { encoding: 'utf8' });
    if (result.status !== 0) return `invalid Python: ${result.stderr.trim().split('\n').pop()}`;
  } else if (['js', 'javascript', 'node', 'mjs'].includes(lang)) {
    try {
      acorn.parse(code, { ecmaVersion: 'latest', sourceType: 'module', allowAwaitOutsideFunction: true });
    } catch (error) {
      return `invalid JavaScript: ${error.message}`;
    }
  } else if (['bash', 'sh', 'shell', 'curl'].includes(lang)) {
    const result = spawnSync('bash', ['-n'], { input: code, encoding: 'utf8' });
    if (result.status !== 0) return `invalid shell: ${result.stderr.trim()}`;
  }
  return null;
}

export async function checkFile(file) {
  const problems = [];
  const text = fs.readFileSync(file, 'utf8');
  const { content } = matter(text);
  const offset = text.slice(0, text.length - content.length).split('\n').length - 1;
  try {
    await compile(content, { remarkPlugins: [remarkGfm] });
  } catch (error) {
    const fromMessage = Number(/\((\d+):\d+/.exec(String(error.message))?.[1]) || undefined;
    const line = error.line ?? error.place?.start?.line ?? error.place?.line ?? fromMessage;
    problems.push(`${file}:${line ? line + offset : 1}: MDX does not compile: ${error.reason ?? error.message}`);
  }
  text.split('\n').forEach((line, index) => {
    for (const pattern of FORBIDDEN) if (pattern.test(line)) problems.push(`${file}:${index + 1}: placeholder text "${line.trim()}"`);
  });
  for (const block of codeBlocks(text)) {
    const problem = checkSample(block);
    if (problem) problems.push(`${file}:${block.line}: ${block.lang} sample: ${problem}`);
  }
  return problems;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const targets = process.argv.slice(2);
  const files = listFiles(targets.length > 0 ? targets : ['content']);
  const problems = (await Promise.all(files.map(checkFile))).flat();
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    console.error(`\n${problems.length} problem(s) in ${files.length} file(s).`);
    process.exit(1);
  }
  const samples = files.reduce((n, f) => n + codeBlocks(fs.readFileSync(f, 'utf8')).length, 0);
  console.log(`Checked ${files.length} MDX file(s) and ${samples} code block(s): all valid.`);
}
