import React from 'react';
import { render, screen } from '@testing-library/react';
import { useMDXComponents } from '@mdx-js/react';
import { MdxComponentsProvider, mdxComponents } from '../MdxProvider';
import { MDX_COMPONENT_NAMES } from '../../../content-model/names';

// @mdx-js/react is the stand-in in __mocks__/@mdx-js/react.tsx (Jest cannot load the ESM original).

/** Renders like compiled MDX does: element names looked up in the provided components. */
function FakeMdx() {
  const c = useMDXComponents() as typeof mdxComponents;
  return (
    <>
      <c.h2 id="setup">Setup</c.h2>
      <c.a href="/docs/get-started/error-codes">Errors</c.a>
      <c.Callout type="tip">Be brief.</c.Callout>
      <c.Tabs groupId="language">
        <c.TabItem value="curl" label="curl">
          <c.CodeBlock html='curl -H "Bearer YOUR_API_KEY"' language="bash" />
        </c.TabItem>
      </c.Tabs>
      <c.pre>
        <code className="language-text">plain</code>
      </c.pre>
      <c.table>
        <tbody>
          <tr>
            <td>cell</td>
          </tr>
        </tbody>
      </c.table>
    </>
  );
}

describe('MdxComponentsProvider', () => {
  it('provides every component MDX pages use without imports', () => {
    // Every registered name (the build accepts exactly these) plus the Markdown elements we style.
    expect(Object.keys(mdxComponents).sort()).toEqual([...MDX_COMPONENT_NAMES, 'a', 'h2', 'h3', 'h4', 'pre', 'table', 'th'].sort());
    render(
      <MdxComponentsProvider>
        <FakeMdx />
      </MdxComponentsProvider>,
    );
    expect(screen.getByRole('link', { name: 'Direct link to Setup' })).toHaveAttribute('href', '#setup');
    expect(screen.getByRole('link', { name: 'Errors' })).toHaveAttribute('href', '/docs/get-started/error-codes');
    expect(screen.getByText('Tip')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'curl' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('button', { name: 'Copy code to clipboard' })).toHaveLength(2);
    expect(screen.getByText('plain')).toBeInTheDocument();
    // Tables scroll inside a wrapper that keyboard users can focus and screen readers can name.
    const wrapper = screen.getByRole('group', { name: 'Table (scrolls sideways on narrow screens)' });
    expect(wrapper).toHaveAttribute('tabindex', '0');
    expect(wrapper).toContainElement(screen.getByRole('table'));
  });
});
