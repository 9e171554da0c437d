import React from 'react';
import SearchBar from '../SearchBar';
import type { NavbarItemOf } from '../../config/schema';
import type { ItemProps } from './types';

/**
 * The search box. Rendered once, in the navbar (it stays visible on mobile, where the other items
 * move into the drawer); the drawer's primary menu does not repeat it.
 */
export default function SearchNavbarItem({ mobile }: ItemProps<NavbarItemOf<'search'>>) {
  if (mobile) return null;
  return (
    <div className="navbar-search">
      <SearchBar />
    </div>
  );
}
