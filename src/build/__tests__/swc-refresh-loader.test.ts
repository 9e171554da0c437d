/**
 * @jest-environment node
 */
import path from 'path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../swc-refresh-loader.cjs') as (this: unknown, source: string, map?: unknown) => void;

function run(file: string, source: string, options: { refresh?: boolean; target?: string }): Promise<string> {
  return new Promise((resolve, reject) => {
    loader.call(
      {
        resourcePath: path.join('/site/src', file),
        sourceMap: false,
        getOptions: () => options,
        async: () => (error: Error | null, code?: string) => (error ? reject(error) : resolve(code ?? '')),
      },
      source,
    );
  });
}

const component = `import React, { useState } from 'react';
interface Props { readonly label: string }
export default function Counter({ label }: Props) {
  const [count, setCount] = useState<number>(0);
  return <button onClick={() => setCount(count + 1)}>{label} {count}</button>;
}
`;

describe('the develop loader (SWC with React Fast Refresh)', () => {
  it("strips types, compiles JSX for React's automatic runtime and registers components for Fast Refresh", async () => {
    const code = await run('Counter.tsx', component, { refresh: true });
    expect(code).not.toContain('interface Props');
    expect(code).not.toContain('<button');
    expect(code).toMatch(/react\/jsx-dev-runtime/);
    expect(code).toContain('$RefreshReg$');
    expect(code).toContain('$RefreshSig$');
    expect(code).toMatch(/^import React, \{ useState \} from 'react';/m); // ES modules stay for webpack
  });

  it('adds no registrations without refresh (Gatsby runtime, server bundle)', async () => {
    const code = await run('Counter.tsx', component, { refresh: false, target: 'es2022' });
    expect(code).not.toContain('$RefreshReg$');
  });

  it('reports a syntax error with the file', async () => {
    await expect(run('Broken.tsx', 'export const x = <div>;', { refresh: true })).rejects.toThrow(/Broken\.tsx|Expected/);
  });
});
