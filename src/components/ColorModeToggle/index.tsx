import React from 'react';
import { siteConfig } from '../../config/runtime';
import { useColorMode, type ColorMode } from '../../contexts/ColorMode';
import { useIsBrowser } from '../../hooks/useIsBrowser';
import { translate, type MessageId } from '../../i18n/translate';
import { cx } from '../../utils/classNames';
import { IconMoon, IconSun, IconSystem } from '../Icons';
import * as styles from './styles.module.css';

const MODE_NAME: Record<'light' | 'dark' | 'system', MessageId> = {
  light: 'theme.colorToggle.ariaLabel.mode.light',
  dark: 'theme.colorToggle.ariaLabel.mode.dark',
  system: 'theme.colorToggle.ariaLabel.mode.system',
};

/** Next choice on click: light ↔ dark, or system → light → dark → system when following the system. */
export function nextChoice(choice: ColorMode | null, respectPrefersColorScheme: boolean): ColorMode | null {
  if (!respectPrefersColorScheme) return choice === 'dark' ? 'light' : 'dark';
  if (choice === null) return 'light';
  if (choice === 'light') return 'dark';
  return null;
}

/** Switches between light and dark mode; the label names the current mode. */
export default function ColorModeToggle({ className }: { readonly className?: string }) {
  const { choice, colorMode, setColorMode } = useColorMode();
  const isBrowser = useIsBrowser();
  const { disableSwitch, respectPrefersColorScheme } = siteConfig.colorMode;
  if (disableSwitch) return null;
  const shown = choice ?? (respectPrefersColorScheme ? 'system' : colorMode);
  const modeName = translate(MODE_NAME[shown]);
  return (
    <button
      type="button"
      className={cx(styles.toggle, className)}
      disabled={!isBrowser}
      title={modeName}
      aria-label={translate('theme.colorToggle.ariaLabel', { mode: modeName })}
      onClick={() => setColorMode(nextChoice(choice ?? (respectPrefersColorScheme ? null : colorMode), respectPrefersColorScheme))}
    >
      <IconSun className={styles.light} />
      <IconMoon className={styles.dark} />
      <IconSystem className={styles.system} />
    </button>
  );
}
