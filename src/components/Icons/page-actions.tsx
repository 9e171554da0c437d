/**
 * Icons only the doc pages' "Copy page" control uses. A module of their own, so that they download
 * with the doc page's code rather than with the icons every page needs.
 */
import React from 'react';
import { Svg, type IconProps } from '.';

export const IconCopy = (p: IconProps) => (
  <Svg size={16} {...p}>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 01-1-1V4a1 1 0 011-1h10a1 1 0 011 1v1" />
  </Svg>
);
export const IconCheck = (p: IconProps) => <Svg size={16} {...p}><path d="M5 12l5 5L20 7" /></Svg>;
export const IconMarkdown = (p: IconProps) => (
  <Svg size={16} {...p}>
    <rect x="2" y="5" width="20" height="14" rx="2" />
    <path d="M6 15V9l3 3 3-3v6M16 9v6m-2-2 2 2 2-2" />
  </Svg>
);
