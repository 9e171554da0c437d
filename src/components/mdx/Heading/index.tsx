import React from 'react';
import { translate } from '../../../i18n/translate';
import * as styles from './styles.module.css';

type Level = 'h2' | 'h3' | 'h4';

export interface HeadingProps extends React.HTMLAttributes<HTMLHeadingElement> {
  readonly as: Level;
  /** Set at build time by src/node/compile/outline.ts. */
  readonly id?: string;
}

/** Plain text of rendered children, for the link's accessible name. */
export function textOf(node: React.ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (React.isValidElement<{ children?: React.ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/**
 * A section heading with a link to itself (`#id`), shown on hover and on keyboard focus. The class
 * `anchor` marks headings that the table of contents can track.
 */
export default function Heading({ as: Tag, id, children, className, ...rest }: HeadingProps) {
  if (!id) {
    return (
      <Tag className={className} {...rest}>
        {children}
      </Tag>
    );
  }
  const name = translate('theme.common.headingLinkTitle', { heading: textOf(children).trim() });
  return (
    <Tag id={id} className={['anchor', styles.heading, className].filter(Boolean).join(' ')} {...rest}>
      {children}
      {/* The "#" is drawn by CSS: as text it would end the heading's text (in the search index's
          section titles too, "Response#"), and copying the heading would copy it. */}
      <a className={styles.link} href={`#${id}`} aria-label={name} title={name} data-pagefind-ignore="" />
    </Tag>
  );
}

export const H2 = (props: Omit<HeadingProps, 'as'>) => <Heading as="h2" {...props} />;
export const H3 = (props: Omit<HeadingProps, 'as'>) => <Heading as="h3" {...props} />;
export const H4 = (props: Omit<HeadingProps, 'as'>) => <Heading as="h4" {...props} />;
