/**
 * `<ModelTable docs="/docs/…" />`: the models an API reference page documents (the catalogue
 * entries whose `docs` is that page), as a Markdown table written from content/models.json as of
 * the build's day: id, lifecycle with its days and replacement, context window, and a link to its
 * request rules (their parameters are paths such as `generationConfig.thinkingConfig.thinkingLevel`,
 * too long for a table cell: the model's page lists them). The page shows it (the `content` resolver compiles this Markdown in the
 * element's place) and its Markdown twin holds the same text, so no page restates these facts by
 * hand and a dated change reaches every table on its day.
 */
import { modelPagePath } from '../../utils/model-page';
import type { CatalogModelNodeData } from '../models';
import { contextText, statusText } from './page';

/** Lifecycle order: the models to use first, then legacy, deprecated and retired ones. */
const STATUS_ORDER: Readonly<Record<string, number>> = { active: 0, legacy: 1, deprecated: 2, retired: 3 };

const code = (text: string) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);
const modelLink = (id: string) => `[${code(id)}](${modelPagePath(id)})`;

/** Why `docs` selects no table, or null when it is a page path that some catalogue entry names. */
export function modelTableProblem(models: ReadonlyArray<Pick<CatalogModelNodeData, 'docs'>>, docs: string | undefined): string | null {
  if (!docs || !docs.startsWith('/docs/')) {
    return `<ModelTable> needs docs="…": the page whose models it lists, as in content/models.json "docs", e.g. <ModelTable docs="/docs/api-reference/grok/chat" />.`;
  }
  if (!models.some((model) => model.docs === docs)) {
    const pages = [...new Set(models.map((model) => model.docs))].sort();
    return `<ModelTable docs="${docs}">: no entry of content/models.json has "docs": "${docs}". Use one of ${pages.join(', ')}.`;
  }
  return null;
}

/** The table as Markdown: every model whose `docs` is `docs`, active first, in catalogue order within a status. */
export function modelTableMarkdown(models: readonly CatalogModelNodeData[], docs: string): string {
  const problem = modelTableProblem(models, docs);
  if (problem) throw new Error(problem);
  const rows = models
    .filter((model) => model.docs === docs)
    .sort((a, b) => (STATUS_ORDER[a.status] ?? 9) - (STATUS_ORDER[b.status] ?? 9) || a.position - b.position);
  const lines = ['| Model | Status | Context window | Request rules |', '| --- | --- | --- | --- |'];
  for (const model of rows) {
    const replacement = model.status !== 'active' && model.replacement ? `; use ${modelLink(model.replacement)}` : '';
    const count = model.rules.length;
    const rules =
      model.status === 'retired'
        ? 'Does not apply'
        : count === 0
          ? 'None of its own'
          : `[${count} ${count === 1 ? 'rule' : 'rules'}](${modelPagePath(model.modelId)}#request-rules)`;
    const context = model.status === 'retired' ? 'Does not apply' : contextText(model);
    lines.push(`| ${modelLink(model.modelId)} | ${statusText(model)}${replacement} | ${context} | ${rules} |`);
  }
  return lines.join('\n');
}
