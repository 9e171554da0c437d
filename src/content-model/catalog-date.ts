/**
 * The model catalogue's "prices checked on" date (content/models.json `checkedOn`, YYYY-MM-DD) as
 * readers see it: "July 31, 2025". Written out by hand rather than with Intl, so the server's
 * and every browser's output are the same (no hydration mismatch) and it adds no bytes of locale
 * data. Used by <PricesCheckedOn /> and the page's Markdown twin (src/node/ai-docs).
 */
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "July 31, 2025" for "2025-07-31"; the text unchanged when it is not such a date. */
export function formatCatalogDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month) return date;
  return `${month} ${Number(match[3])}, ${match[1]}`;
}
