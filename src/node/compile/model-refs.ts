/**
 * The model ids a page's code samples send, with their lines, so the build can check them against
 * the model catalogue's lifecycle (src/node/models.ts: a retired id fails the build, a deprecated
 * one warns). Pure: works on the samples the compile step already read off the syntax tree.
 */
import type { CodeSample } from './outline';

export interface ModelRef {
  /** The model id as the sample sends it. */
  readonly id: string;
  /** 1-based line in the source file. */
  readonly line: number;
}

/**
 * Where a sample names a model: a `model` (or Kling's `model_name`) argument or field (`"model": "x"`, `model="x"`,
 * `model: 'x'`), an environment variable ending in MODEL (`ANTHROPIC_MODEL=x`), the model segment
 * of a Gemini path (`/models/x:generateContent`) and of a Bedrock path (`/model/x/invoke`).
 */
const PATTERNS: readonly RegExp[] = [
  /["']?\bmodel(?:_name)?["']?\s*[:=]\s*["']([^"'\n{}$<>]+)["']/g,
  /\b[A-Z][A-Z_]*_MODEL\s*=\s*["']?([A-Za-z0-9][\w.:-]*)/g,
  /\/models\/([A-Za-z0-9][\w.-]*):(?:generateContent|streamGenerateContent|countTokens|embedContent)\b/g,
  /\/model\/([A-Za-z0-9][\w.:%-]*)\/(?:invoke|invoke-with-response-stream|converse)\b/g,
];

/** Model ids in one code text, with their 0-based line index within it, in reading order. */
export function modelIdsInCode(text: string): Array<{ id: string; index: number }> {
  const found: Array<{ id: string; index: number; column: number }> = [];
  text.split('\n').forEach((line, index) => {
    for (const pattern of PATTERNS) {
      for (const match of line.matchAll(pattern)) found.push({ id: decodeURIComponent(match[1].trim()), index, column: match.index ?? 0 });
    }
  });
  return found.sort((a, b) => a.index - b.index || a.column - b.column).map(({ id, index }) => ({ id, index }));
}

/** The model ids of a page's samples with their lines in the file (a sample's code starts the line after its fence). */
export function modelRefsOf(samples: readonly CodeSample[]): ModelRef[] {
  return samples.flatMap((sample) => modelIdsInCode(sample.code).map(({ id, index }) => ({ id, line: sample.line + 1 + index })));
}
