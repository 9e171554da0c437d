import React from 'react';

export interface LayoutProps {
  readonly children: React.ReactNode;
}

/** The page shell around every page. */
export default function Layout({ children }: LayoutProps) {
  return <div className="site">{children}</div>;
}
