import React from 'react';
import { siteConfig } from '../../config/runtime';
import { useAnnouncementBar } from '../../contexts/AnnouncementBar';
import { translate } from '../../i18n/translate';
import { IconClose } from '../Icons';
import * as styles from './styles.module.css';

/** The configured announcement (HTML from site config), dismissible when `isCloseable`. */
export default function AnnouncementBar() {
  const { isActive, close } = useAnnouncementBar();
  const bar = siteConfig.announcementBar;
  if (!bar || !isActive) return null;
  return (
    <div
      className={`${styles.bar} announcement-bar`}
      role="region"
      aria-label={translate('theme.AnnouncementBar.label')}
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      {bar.isCloseable && <div className={styles.placeholder} />}
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: bar.content }} />
      {bar.isCloseable && (
        <button type="button" className={styles.close} onClick={close} aria-label={translate('theme.AnnouncementBar.closeButtonAriaLabel')}>
          <IconClose size={14} strokeWidth={3.1} />
        </button>
      )}
    </div>
  );
}
