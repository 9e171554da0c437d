/**
 * JSON for the inside of an HTML <script> element (inline JavaScript or JSON-LD). JSON.stringify
 * alone lets a value such as `</script><script>…` end the element early; here `<`, `>` and `&`
 * become \u escapes, as do U+2028/U+2029 (line terminators in older JavaScript). The result is
 * still valid JSON and a valid JavaScript expression with the same value.
 */
export function jsonInScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
