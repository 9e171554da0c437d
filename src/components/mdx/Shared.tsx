export interface SharedProps {
  /** Name of a fragment of content/shared (its file name without .mdx). */
  readonly name?: string;
}

/**
 * `<Shared name="dify-auth" />` in a page stands for the fragment content/shared/dify-auth.mdx. The
 * `content` resolver (gatsby-node.ts) puts the fragment's compiled content in its place before the
 * page renders, and the build fails on a name without a fragment, so a built page never renders
 * this element itself: it renders nothing rather than a stale copy.
 */
export default function Shared(_props: SharedProps) {
  return null;
}
