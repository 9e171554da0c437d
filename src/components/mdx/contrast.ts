/**
 * WCAG 2 contrast arithmetic for tests of our colour tokens (never shipped: only tests import it).
 */
export type Rgba = readonly [number, number, number, number];

/** Parses `#rgb`, `#rrggbb` or `rgb()/rgba()` into 0-255 channels and 0-1 alpha. */
export function parseColor(value: string): Rgba {
  const text = value.trim();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text);
  if (hex) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((d) => d + d).join('') : hex[1];
    return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)).concat(1) as unknown as Rgba;
  }
  const rgb = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(text);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] === undefined ? 1 : Number(rgb[4])];
  throw new Error(`Cannot parse colour "${value}"`);
}

/** `top` painted over an opaque `bottom`. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i] * a + bottom[i] * (1 - a)).concat(1) as unknown as Rgba;
}

function luminance([r, g, b]: Rgba): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrastRatio(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Custom properties declared directly in the first CSS block whose selector is exactly `selector`. */
export function customProperties(css: string, selector: string): Record<string, string> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const block = new RegExp(`(?:^|\\})\\s*${escaped}\\s*\\{([^}]*)\\}`).exec(withoutComments);
  if (!block) throw new Error(`No CSS block for selector ${selector}`);
  const props: Record<string, string> = {};
  for (const match of block[1].matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) props[match[1]] = match[2].trim();
  return props;
}

/** Resolves `var(--x)` chains against the given property maps (later maps win). */
export function resolveVar(value: string, ...maps: Array<Record<string, string>>): string {
  const lookup = (name: string) => [...maps].reverse().find((m) => name in m)?.[name];
  let current = value;
  for (let i = 0; i < 10; i += 1) {
    const ref = /^var\((--[\w-]+)\)$/.exec(current.trim());
    if (!ref) return current;
    const next = lookup(ref[1]);
    if (next === undefined) throw new Error(`Undefined custom property ${ref[1]}`);
    current = next;
  }
  throw new Error(`Too many var() levels in ${value}`);
}
