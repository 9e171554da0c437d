// @mdx-js/react is ESM-only, which Jest cannot load: a stand-in with the same contract (a
// provider whose `components` useMDXComponents returns), used by every test automatically. The
// real one runs in the browser tests.
import React from 'react';

const Context = React.createContext<Record<string, unknown>>({});

export function MDXProvider({ components, children }: { components: Record<string, unknown>; children?: React.ReactNode }) {
  return <Context.Provider value={components}>{children}</Context.Provider>;
}

export function useMDXComponents(): Record<string, unknown> {
  return React.useContext(Context);
}
