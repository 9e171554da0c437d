import { headExportErrors } from '../head-exports';

describe('headExportErrors', () => {
  it('names each page that exports the Gatsby Head API, in any export form', () => {
    const errors = headExportErrors([
      { file: 'src/pages/a.tsx', text: 'export const Head = () => <title>A</title>;' },
      { file: 'src/pages/b.tsx', text: 'export function Head() { return null; }' },
      { file: 'src/templates/c.jsx', text: 'const Head = () => null;\nexport { Head, other };' },
      { file: 'content/docs/d.mdx', text: '# Title\n\nexport const Head = () => null\n' },
    ]);
    expect(errors).toHaveLength(4);
    expect(errors[0]).toMatch(/^src\/pages\/a\.tsx: exports `Head`/);
    expect(errors[3]).toContain('<Seo>');
  });

  it('accepts pages that do not', () => {
    expect(
      headExportErrors([
        {
          file: 'src/pages/index.tsx',
          text: 'import Seo from "../components/Seo";\nexport default function Home() { return <Seo />; }\nconst HeadingLink = 1;',
        },
        { file: 'content/docs/x.mdx', text: '```js\nexport const Header = 1;\n```' },
      ]),
    ).toEqual([]);
  });
});
