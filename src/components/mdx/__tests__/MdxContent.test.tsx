import React from 'react';
import { render, screen } from '@testing-library/react';
import { MDXProvider } from '@mdx-js/react';
import MdxContent from '../MdxContent';
import type { ContentNode } from '../../../content-model/content-tree';

// @mdx-js/react is the stand-in in __mocks__/@mdx-js/react.tsx (Jest cannot load the ESM original).

const tree: ContentNode[] = [
  ['h2', { id: 'setup' }, 'Set', ['code', 0, 'up']],
  '\n',
  ['p', 0, 'Read ', ['a', { href: '/docs/x' }, 'this'], '.'],
  '\n',
  ['Note', { kind: 'tip', tags: ['a', 'b'] }, ['p', 0, 'Inside']],
  ['table', 0, ['tbody', 0, ['tr', 0, ['td', { style: { textAlign: 'right' } }, '1']]]],
];

function Note({ kind, tags, children }: { kind: string; tags: string[]; children: React.ReactNode }) {
  return (
    <aside data-kind={kind} data-tags={tags.join(',')}>
      {children}
    </aside>
  );
}

function Heading2(props: React.HTMLAttributes<HTMLHeadingElement>) {
  return (
    <h2 {...props} data-mapped="">
      {props.children}
    </h2>
  );
}

describe('MdxContent', () => {
  it('renders tags as HTML and names through the provided components, with literal props', () => {
    const { container } = render(
      <MDXProvider components={{ Note, h2: Heading2 }}>
        <MdxContent tree={tree} />
      </MDXProvider>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: /^Set ?up$/ });
    expect(heading).toHaveAttribute('id', 'setup');
    expect(heading).toHaveAttribute('data-mapped');
    expect(screen.getByRole('link', { name: 'this' })).toHaveAttribute('href', '/docs/x');
    const note = container.querySelector('aside')!;
    expect(note).toHaveAttribute('data-kind', 'tip');
    expect(note).toHaveAttribute('data-tags', 'a,b');
    expect(note).toHaveTextContent('Inside');
    expect(container.querySelector('td')).toHaveStyle({ textAlign: 'right' });
  });

  it('renders the same markup as hand-written JSX, and nothing for a page without content', () => {
    const fromTree = render(<MdxContent tree={[['p', 0, 'A ', ['em', 0, 'b']], '\n', ['hr', 0]]} />).container.innerHTML;
    const byHand = render(
      <>
        <p>
          A <em>b</em>
        </p>
        {'\n'}
        <hr />
      </>,
    ).container.innerHTML;
    expect(fromTree).toBe(byHand);
    expect(render(<MdxContent tree={null} />).container.innerHTML).toBe('');
  });
});
