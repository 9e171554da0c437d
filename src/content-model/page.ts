/**
 * What a page template receives besides its content tree: the page's front matter and the fields
 * the build stores on its Mdx node (src/node/frontmatter.ts validates the one, whose schemas are
 * checked to describe these types; src/node/mdx-fields.ts writes the other).
 */

/** Front matter of a docs page (content/docs); what each field means: src/node/frontmatter.ts. */
export interface DocFrontmatter {
  readonly title: string;
  readonly description: string;
  readonly sidebar_label?: string;
  readonly sidebar_position?: number;
  readonly slug?: string;
  readonly toc_min_heading_level?: number;
  readonly toc_max_heading_level?: number;
  readonly hide_table_of_contents?: boolean;
  readonly keywords?: string[];
}

/** Front matter of a standalone page (content/pages) or a fragment (content/shared). */
export interface PageFrontmatter {
  readonly title: string;
  readonly description?: string;
}

type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T];
/** Fields every MDX file has (docs, pages and fragments alike): the others may come back null. */
type AlwaysPresent = RequiredKeys<DocFrontmatter> & RequiredKeys<PageFrontmatter>;

/**
 * Front matter as a GraphQL query returns it: a field the file leaves out is null. Components and
 * gatsby-node type their query results with this instead of restating the fields.
 */
export type FrontmatterResult<K extends keyof DocFrontmatter> = {
  readonly [P in K]-?: P extends AlwaysPresent ? DocFrontmatter[P] : Exclude<DocFrontmatter[P], undefined> | null;
};

/** A heading of a page, as the compiler reads it and the table of contents shows it. */
export interface Heading {
  readonly depth: number;
  /** Plain text of the heading (inline Markdown removed). */
  readonly value: string;
  readonly id: string;
  /** 1-based line in the file. */
  readonly line: number;
}

/** The fields of a page's Mdx node that pages query (GraphQL `Mdx.fields`). */
export interface PageFields {
  /** doc (content/docs), page (content/pages) or fragment (content/shared). */
  readonly kind: 'doc' | 'page' | 'fragment';
  /** A fragment's name (its file name without .mdx); null for pages. */
  readonly fragment: string | null;
  readonly docId: string | null;
  readonly slug: string;
  readonly sourcePath: string;
  readonly lastModified: string | null;
  readonly headings: Heading[];
  readonly markdown: string | null;
  /** The compiled content tree (ContentNode[], ./content-tree.ts) as JSON text. */
  readonly treeJson: string | null;
}

/** Mdx.fields as a GraphQL query selects them (K), for typing query results without restating them. */
export type FieldsResult<K extends keyof PageFields> = Pick<PageFields, K>;
