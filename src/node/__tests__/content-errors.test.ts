/**
 * Content errors as Gatsby structured errors (src/node/content-errors.ts), checked with Gatsby's own
 * constructor and schema (gatsby-cli): an id Gatsby finds, a type and category it accepts (another
 * value makes it exit), and the check's message as the text, unchanged.
 * @jest-environment node
 */
import { gatsbyCliModule } from '../../test-utils/gatsby-cli';
import { CONTENT_ERROR_IDS, contentError, contentErrorMap, problemsOfFile, reportedMessage } from '../content-errors';

type Construct = (meta: { details: unknown }, errorMap: Record<string, unknown>) => Record<string, unknown>;
const constructError = gatsbyCliModule<{ default: Construct }>('lib/structured-errors/construct-error').default;

const DOCS = 'https://docs.llmprovider.example/docs/community/documentation-style-guide';

describe('content errors', () => {
  it.each(Object.keys(CONTENT_ERROR_IDS) as Array<keyof typeof CONTENT_ERROR_IDS>)(
    '%s: Gatsby builds a valid COMPILATION error with the id and the message',
    (kind) => {
      const message = `Broken internal links:\ncontent/docs/a.mdx:7: broken link "/docs/nope"`;
      const error = constructError({ details: contentError(kind, message) }, contentErrorMap(DOCS));
      expect(error).toMatchObject({ code: CONTENT_ERROR_IDS[kind], type: 'COMPILATION', category: 'USER', level: 'ERROR', text: message, docsUrl: DOCS });
    },
  );

  it('without the map, Gatsby would print UNKNOWN (what the ids fix)', () => {
    const error = constructError({ details: contentError('links', 'x') }, {});
    expect(error.type).toBe('UNKNOWN');
  });

  it('gives the message back from a structured error or a string', () => {
    expect(reportedMessage(contentError('mdx', 'a:1: b'))).toBe('a:1: b');
    expect(reportedMessage('plain')).toBe('plain');
  });

  it('gives each file the problems that name it, and no other file', () => {
    const problems = [
      'content/docs/a.mdx:7: broken link "/docs/nope"',
      'content/docs/a.mdx: its URL /docs is already used by content/docs/b.mdx',
      'content/docs/ab.mdx:3: broken anchor',
      'content/models.json (page of gpt-x):4: the sample sends "o3-mini"',
    ];
    expect(problemsOfFile(problems, 'content/docs/a.mdx')).toEqual(problems.slice(0, 2));
    expect(problemsOfFile(problems, 'content/docs/b.mdx')).toEqual([]);
    expect(problemsOfFile(problems, 'content/models.json (page of gpt-x)')).toEqual([problems[3]]);
  });
});
