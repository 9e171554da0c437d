/**
 * `<ModelTable docs="/docs/…" />` stands for the table of the models an API reference page documents,
 * written from content/models.json as of the build's day (src/node/model-pages/table.ts). The
 * `content` resolver (gatsby-node.ts) compiles that table in its place before the page renders, so
 * a built page never renders this element itself and the browser loads no code for it.
 */
export default function ModelTable() {
  return null;
}
