import React from 'react';
import type { NavbarItemProps } from './types';
import * as styles from './styles.module.css';

/** Slot for the search box (the search dialog is mounted here on desktop). */
export default function SearchNavbarItem({ mobile }: NavbarItemProps) {
  if (mobile) return null;
  return <div className={styles.searchSlot} />;
}
