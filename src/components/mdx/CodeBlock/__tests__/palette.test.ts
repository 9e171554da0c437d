/** @jest-environment node */
import fs from 'fs';
import path from 'path';
import { composite, contrastRatio, customProperties, parseColor, resolveVar } from '../../contrast';
import { PALETTE_CLASSES } from '../../../../node/remark-code-blocks';

const root = path.resolve(__dirname, '../../../../..');
const tokensCss = fs.readFileSync(path.join(root, 'src/styles/tokens.css'), 'utf8');
const blockCss = fs.readFileSync(path.join(__dirname, '../styles.module.css'), 'utf8');

const tokens = {
  light: customProperties(tokensCss, ':root'),
  dark: { ...customProperties(tokensCss, ':root'), ...customProperties(tokensCss, "[data-theme='dark']") },
};
const palette = {
  light: customProperties(blockCss, '.root'),
  dark: { ...customProperties(blockCss, '.root'), ...customProperties(blockCss, ":global([data-theme='dark']) .root") },
};

const AA = 4.5;

describe.each(['light', 'dark'] as const)('code token colours in %s mode', (mode) => {
  const bg = parseColor(resolveVar('var(--lp-color-code-bg)', tokens[mode]));
  const highlighted = composite(parseColor(resolveVar('var(--lp-color-code-highlight)', tokens[mode])), bg);
  const colours = Object.entries(palette[mode]).filter(([name]) => name.startsWith('--lp-code-'));

  it('defines a colour for every palette class the highlighter emits, and for the API key', () => {
    const names = colours.map(([name]) => name);
    for (const cls of PALETTE_CLASSES) expect(names).toContain(`--lp-code-${cls}`);
    expect(names).toContain('--lp-code-key');
    for (const cls of [...PALETTE_CLASSES, 'key']) {
      expect(blockCss).toMatch(new RegExp(`:global\\(\\.tk-${cls}\\)\\s*\\{[^}]*color:\\s*var\\(--lp-code-${cls}\\)`));
    }
  });

  it.each([
    ['the code background', () => bg],
    ['a highlighted line', () => highlighted],
  ])('every token colour meets AA (4.5:1) against %s', (_label, background) => {
    const failures = [['--lp-color-code-text', resolveVar('var(--lp-color-code-text)', tokens[mode])], ...colours]
      .map(([name, value]) => [name, contrastRatio(parseColor(value), background())] as const)
      .filter(([, ratio]) => ratio < AA)
      .map(([name, ratio]) => `${name} ${ratio.toFixed(2)}:1`);
    expect(failures).toEqual([]);
  });
});

describe('contrast arithmetic', () => {
  it('matches known WCAG values', () => {
    expect(contrastRatio(parseColor('#000'), parseColor('#fff'))).toBeCloseTo(21, 5);
    expect(contrastRatio(parseColor('#777777'), parseColor('#ffffff'))).toBeCloseTo(4.48, 2);
    expect(composite(parseColor('rgba(0, 0, 0, 0.5)'), parseColor('#ffffff'))[0]).toBeCloseTo(127.5, 5);
  });
});
