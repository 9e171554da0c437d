import { STALE_AFTER_DAYS, VERSION, staleNotice, versionOf } from '../version';

const build = {
  site: 'LLM Provider',
  url: 'https://docs.example.com/',
  builtAt: '2026-12-04T10:00:00.000Z',
  day: '2026-12-04',
  commit: 'f8df5021234567890abcdef01234567890abcdef',
  apiBaseUrl: 'https://api.example.com',
};
const day = (n: number) => new Date(Date.parse(build.builtAt) + n * 86_400_000);

describe('versionOf', () => {
  it('carries the build day and commit as semver build metadata', () => {
    expect(versionOf(build)).toBe(`${VERSION}+20261204.f8df502`);
  });
  it('leaves the commit out when the build ran outside git', () => {
    expect(versionOf({ ...build, commit: null })).toBe(`${VERSION}+20261204`);
  });
});

describe('staleNotice', () => {
  const npxScript = '/home/dev/.npm/_npx/1a2b3c4d5e6f7a8b/node_modules/llm-provider-docs-mcp/server.mjs';

  it('says nothing while the docs are at most STALE_AFTER_DAYS days old', () => {
    expect(staleNotice(build, day(STALE_AFTER_DAYS), npxScript)).toBeNull();
    expect(staleNotice(build, day(0), npxScript)).toBeNull();
  });

  it('names the npx folder to delete when started by npx', () => {
    const notice = staleNotice(build, day(STALE_AFTER_DAYS + 1), npxScript);
    expect(notice).toBe(
      `These docs were built 2026-12-04, ${STALE_AFTER_DAYS + 1} days ago. npx keeps the copy it downloaded first: delete /home/dev/.npm/_npx/1a2b3c4d5e6f7a8b and start it again to get the current docs, or use https://docs.example.com/mcp over HTTP.`,
    );
  });

  it('finds the npx folder in a Windows path too', () => {
    const notice = staleNotice(build, day(90), 'C:\\Users\\dev\\AppData\\Local\\npm-cache\\_npx\\9f8e7d\\node_modules\\llm-provider-docs-mcp\\server.mjs');
    expect(notice).toContain('delete C:\\Users\\dev\\AppData\\Local\\npm-cache\\_npx\\9f8e7d and start it again');
  });

  it('points elsewhere to the current server when not started by npx', () => {
    expect(staleNotice(build, day(45), '/srv/docs/public/mcp/server.mjs')).toBe(
      'These docs were built 2026-12-04, 45 days ago. Fetch the current server from https://docs.example.com/mcp/, or use https://docs.example.com/mcp over HTTP.',
    );
  });
});
