import React from 'react';
import { translate } from '../../../i18n/translate';
import * as styles from './styles.module.css';

export const CALLOUT_TYPES = ['note', 'tip', 'info', 'warning', 'danger'] as const;
export type CalloutType = (typeof CALLOUT_TYPES)[number];

export interface CalloutProps {
  /** The kind of remark; unknown values fall back to `note`. */
  readonly type?: CalloutType | string;
  /** Replaces the default title (Note, Tip, Info, Warning, Danger). */
  readonly title?: string;
  readonly children?: React.ReactNode;
}

const ICON_PATHS: Readonly<Record<CalloutType, React.ReactNode>> = {
  note: (
    <>
      <path d="M4 1.75h5.5L13 5.25v9H4z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M6.5 8.5h4M6.5 11h4" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </>
  ),
  tip: (
    <>
      <path
        d="M8 1.75a4.5 4.5 0 0 0-2.6 8.2c.4.3.6.7.6 1.2v.6h4v-.6c0-.5.2-.9.6-1.2A4.5 4.5 0 0 0 8 1.75z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <path d="M6.25 14.25h3.5" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </>
  ),
  info: (
    <>
      <circle cx="8" cy="8" r="6.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 7.25v4" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      <circle cx="8" cy="4.9" r="1" fill="currentColor" />
    </>
  ),
  warning: (
    <>
      <path d="M8 1.9l6.4 11.6H1.6z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M8 6.25v3.5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      <circle cx="8" cy="11.6" r="0.95" fill="currentColor" />
    </>
  ),
  danger: (
    <>
      <path d="M5.4 1.75h5.2l3.65 3.65v5.2l-3.65 3.65H5.4L1.75 10.6V5.4z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
      <path d="M8 4.75v3.75" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      <circle cx="8" cy="10.9" r="0.95" fill="currentColor" />
    </>
  ),
};

function isCalloutType(value: unknown): value is CalloutType {
  return typeof value === 'string' && (CALLOUT_TYPES as readonly string[]).includes(value);
}

/**
 * A highlighted remark in the text. Written as `<Callout type="tip" title="...">` or as a GitHub
 * alert (`> [!TIP]`, turned into this component at build time). Not a live region: the content
 * is part of the page, not an announcement.
 */
export default function Callout({ type, title, children }: CalloutProps) {
  const kind: CalloutType = isCalloutType(type) ? type : 'note';
  return (
    <div className={`${styles.callout} ${styles[kind]}`} data-callout={kind}>
      <p className={styles.title}>
        <svg className={styles.icon} viewBox="0 0 16 16" width="18" height="18" aria-hidden="true" focusable="false">
          {ICON_PATHS[kind]}
        </svg>
        <span>{title ?? translate(`theme.admonition.${kind}`)}</span>
      </p>
      <div className={styles.content}>{children}</div>
    </div>
  );
}
