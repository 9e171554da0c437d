import React from 'react';
import { Link as GatsbyLink } from 'gatsby';
import { IconExternal } from '../Icons';
import { isExternal } from '../../utils/paths';

export interface SmartLinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A site path (`/docs/x`, without the path prefix) or an external URL. */
  readonly href: string;
  /** Show the external-link icon for links to other sites. */
  readonly externalIcon?: boolean;
}

/**
 * One link component for the whole site: site paths use Gatsby's Link (client navigation,
 * prefetching, path prefix); other sites open in a new tab with a safe `rel`.
 */
export default function SmartLink({ href, externalIcon = false, children, ...rest }: SmartLinkProps) {
  if (isExternal(href) || href.startsWith('#')) {
    const external = isExternal(href) && !href.startsWith('mailto:');
    return (
      <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
        {children}
        {external && externalIcon && <IconExternal style={{ marginLeft: '0.25rem', verticalAlign: 'baseline' }} />}
      </a>
    );
  }
  const { ref: _ref, ...linkProps } = rest as typeof rest & { ref?: unknown };
  return (
    <GatsbyLink to={href} {...linkProps}>
      {children}
    </GatsbyLink>
  );
}
