import React from 'react';
import { withPrefix } from '../../utils/paths';
import * as styles from './styles.module.css';

export interface ThemedImageProps {
  /** Path of the image under `static/` (e.g. `img/logo.svg`). */
  readonly src: string;
  /** Image shown in dark mode instead of `src`. */
  readonly srcDark?: string;
  readonly alt: string;
  readonly width: number | string;
  readonly height: number | string;
  readonly className?: string;
}

const sitePath = (file: string) => withPrefix(`/${file.replace(/^\//, '')}`);

/**
 * An image from `static/` with an optional dark-mode variant. Both are in the HTML and CSS picks
 * one from the colour mode, so the right one shows before any script runs.
 */
export default function ThemedImage({ src, srcDark, alt, width, height, className }: ThemedImageProps) {
  if (!srcDark) return <img src={sitePath(src)} alt={alt} width={width} height={height} className={className} />;
  return (
    <>
      <img src={sitePath(src)} alt={alt} width={width} height={height} className={`${className ?? ''} ${styles.lightOnly}`.trim()} />
      <img src={sitePath(srcDark)} alt={alt} width={width} height={height} className={`${className ?? ''} ${styles.darkOnly}`.trim()} />
    </>
  );
}
