/** Table-of-contents tree from a page's headings (pure). */

export interface TocHeading {
  readonly depth: number;
  readonly value: string;
  readonly id: string;
}

export interface TocNode {
  readonly value: string;
  readonly id: string;
  readonly level: number;
  readonly children: TocNode[];
}

/**
 * Nests headings (a heading's parent is the nearest earlier heading of a lower level, levels ≥ 2),
 * then drops levels outside [min, max], lifting their children into their place.
 */
export function buildToc(headings: readonly TocHeading[], min: number, max: number): TocNode[] {
  const roots: Array<TocNode & { children: TocNode[] }> = [];
  const stack: Array<TocNode & { children: TocNode[] }> = [];
  for (const h of headings) {
    if (h.depth < 2) continue;
    const node = { value: h.value, id: h.id, level: h.depth, children: [] as TocNode[] };
    while (stack.length > 0 && stack[stack.length - 1].level >= node.level) stack.pop();
    if (stack.length === 0) roots.push(node);
    else stack[stack.length - 1].children.push(node);
    stack.push(node);
  }
  const filter = (nodes: readonly TocNode[]): TocNode[] =>
    nodes.flatMap((node) => {
      const children = filter(node.children);
      return node.level >= min && node.level <= max ? [{ ...node, children }] : children;
    });
  return filter(roots);
}

/** Effective levels: front matter values where set, else the site configuration's. */
export function tocLevels(
  frontmatter: { toc_min_heading_level?: number | null; toc_max_heading_level?: number | null },
  config: { minHeadingLevel: number; maxHeadingLevel: number },
): { min: number; max: number } {
  return {
    min: frontmatter.toc_min_heading_level ?? config.minHeadingLevel,
    max: frontmatter.toc_max_heading_level ?? config.maxHeadingLevel,
  };
}
