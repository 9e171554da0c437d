/**
 * Icons only the doc pages' "Copy page" menu uses. A module of their own, so that they download
 * with the doc page's code rather than with the icons every page needs.
 */
import React from 'react';
import { Svg, type IconProps } from '.';

export const IconMarkdown = (p: IconProps) => (
  <Svg size={16} {...p}>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <path d="M6 15V9l3 3 3-3v6M16 9v6m-2-2 2 2 2-2" />
  </Svg>
);
