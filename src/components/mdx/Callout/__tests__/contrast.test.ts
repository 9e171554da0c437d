/** @jest-environment node */
import fs from 'fs';
import path from 'path';
import { contrastRatio, customProperties, parseColor, resolveVar } from '../../contrast';

const css = fs.readFileSync(path.resolve(__dirname, '../../../../styles/tokens.css'), 'utf8');
const modes = {
  light: customProperties(css, ':root'),
  dark: { ...customProperties(css, ':root'), ...customProperties(css, "[data-theme='dark']") },
};
const calloutCss = fs.readFileSync(path.resolve(__dirname, '../styles.module.css'), 'utf8');

describe.each(['light', 'dark'] as const)('callout colours in %s mode', (mode) => {
  const colour = (name: string) => parseColor(resolveVar(`var(${name})`, modes[mode]));

  it.each(['note', 'tip', 'info', 'warning', 'danger'])('%s: title/icon, text and links meet AA on its background', (kind) => {
    expect(calloutCss).toMatch(
      new RegExp(`\\.${kind}\\s*\\{\\s*--callout-accent:\\s*var\\(--lp-color-${kind}\\);\\s*--callout-bg:\\s*var\\(--lp-color-${kind}-bg\\)`),
    );
    const bg = colour(`--lp-color-${kind}-bg`);
    expect(contrastRatio(colour(`--lp-color-${kind}`), bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colour('--lp-color-text'), bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colour('--lp-color-link'), bg)).toBeGreaterThanOrEqual(4.5);
  });
});
