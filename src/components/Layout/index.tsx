import React from 'react';
import SearchBar from '../SearchBar';

export interface LayoutProps {
  readonly children: React.ReactNode;
}

/** The page shell around every page. */
export default function Layout({ children }: LayoutProps) {
  return <div className="site"><header><SearchBar /></header>{children}</div>;
}
