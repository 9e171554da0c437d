/**
 * `<CatalogChanges />` (the Change Log) stands for the price changes, legacy stages, deprecations
 * and shutdowns of content/models.json that have taken effect, each with its day and the vendor page
 * that announced it. The `content` resolver (gatsby-node.ts) puts the list in its place as plain
 * elements (src/content-model/catalog-changes.ts, changesContent) before the page renders, so a built
 * page never renders this element itself and the browser loads no code for it. The entries come
 * from the same records the model pages and tables apply: the Change Log gets a line on the day.
 */
export default function CatalogChanges() {
  return null;
}
