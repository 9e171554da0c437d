import React from 'react';
import { siteConfig } from '../../config/runtime';
import { translate } from '../../i18n/translate';
import { cx } from '../../utils/classNames';
import { withPrefix } from '../../utils/paths';
import { IconExternal, IconMail } from '../Icons';
import SmartLink from '../Link';
import ThemedImage from '../ThemedImage';
import * as styles from './styles.module.css';

type FooterLink = { label?: string; to?: string; href?: string; html?: string };

function FooterLinkItem({ link }: { readonly link: FooterLink }) {
  if (link.html !== undefined) return <span className={styles.linkItem} dangerouslySetInnerHTML={{ __html: link.html }} />;
  return (
    <SmartLink href={link.to ?? link.href ?? '/'} className={styles.linkItem} externalIcon>
      {link.label}
    </SmartLink>
  );
}

type LogoConfig = NonNullable<NonNullable<typeof siteConfig.footer>['logo']>;

/** The footer logo, in its dark-mode variant when there is one, linked when it has an `href`. */
function FooterLogo({ logo }: { readonly logo: LogoConfig }) {
  const image = (
    <ThemedImage
      className={styles.logo}
      src={logo.src}
      srcDark={logo.srcDark}
      alt={logo.alt ?? siteConfig.title}
      width={logo.width ?? 40}
      height={logo.height ?? 40}
    />
  );
  if (!logo.href) return image;
  return (
    <SmartLink href={logo.href} className={styles.logoLink}>
      {image}
    </SmartLink>
  );
}

/** Site footer: link columns or a flat list, contact links, the chat QR code, logo and copyright. */
export default function Footer() {
  const footer = siteConfig.footer;
  if (!footer) return null;
  const { contact, codeHosting, chatQr } = siteConfig;
  return (
    <footer className={cx(styles.footer, footer.style === 'dark' && styles.dark)}>
      <div className={styles.container}>
        {footer.kind === 'columns' && footer.columns.length > 0 && (
          <div className={styles.columns}>
            {footer.columns.map((column, index) => (
              <div key={index} className={styles.column}>
                {column.title && <h2 className={styles.columnTitle}>{column.title}</h2>}
                <ul className={styles.list}>
                  {column.items.map((link, i) => (
                    <li key={i} className={styles.item}>
                      <FooterLinkItem link={link} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
        {footer.kind === 'simple' && footer.items.length > 0 && (
          <div className={styles.simple}>
            {footer.items.map((link, i) => (
              <React.Fragment key={i}>
                {i > 0 && (
                  <span className={styles.separator} aria-hidden="true">
                    ·
                  </span>
                )}
                <FooterLinkItem link={link} />
              </React.Fragment>
            ))}
          </div>
        )}
        <div className={styles.bottom}>
          <div className={styles.contact}>
            {footer.logo && <FooterLogo logo={footer.logo} />}
            <a className={styles.contactLink} href={`mailto:${contact.email}`}>
              <IconMail /> <span>{contact.email}</span>
            </a>
            <a className={styles.contactLink} href={codeHosting.orgUrl} target="_blank" rel="noopener noreferrer">
              {codeHosting.label} <IconExternal />
            </a>
          </div>
          <figure className={styles.qr}>
            <a href={chatQr.target} target="_blank" rel="noopener noreferrer">
              <img
                src={withPrefix('/img/chat-qr.svg')}
                alt={translate('theme.footer.qrAlt', { caption: chatQr.caption })}
                width={112}
                height={112}
                loading="lazy"
              />
            </a>
            <figcaption>{chatQr.caption || translate('theme.footer.consult')}</figcaption>
          </figure>
        </div>
        {footer.copyright && <div className={styles.copyright} dangerouslySetInnerHTML={{ __html: footer.copyright }} />}
      </div>
    </footer>
  );
}
