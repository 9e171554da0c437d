/**
 * @jest-environment node
 *
 * The Gatsby internals the spec's behaviours rest on (RELIANCES in src/build/adjustments.ts),
 * checked against the Gatsby installed here: its runtime files (cache-dir) and gatsby-link's
 * bundle. A Gatsby upgrade that renames one fails here, before a browser test or a reader finds
 * a behaviour gone.
 */
import fs from 'fs';
import { createRequire } from 'module';
import path from 'path';
import { ADJUSTMENTS, RELIANCES } from '../adjustments';

const root = path.resolve(__dirname, '../../..');
const projectRequire = createRequire(path.join(root, 'package.json'));
const cacheDir = path.join(path.dirname(projectRequire.resolve('gatsby/package.json')), 'cache-dir');
const runtime = (file: string) => fs.readFileSync(path.join(cacheDir, file), 'utf8');
const gatsbyLink = () => fs.readFileSync(createRequire(projectRequire.resolve('gatsby/package.json')).resolve('gatsby-link'), 'utf8');

describe("the Gatsby internals the site's behaviours rest on", () => {
  it('are listed apart from the adjustments, with their guard and tests', () => {
    const adjustmentIds = new Set<string>(ADJUSTMENTS.map((a) => a.id));
    for (const reliance of RELIANCES) {
      expect(adjustmentIds.has(reliance.id)).toBe(false);
      expect(reliance.guard.length).toBeGreaterThan(20);
      for (const file of [...reliance.code, ...reliance.tests]) expect(fs.existsSync(path.join(root, file.split(' ')[0]))).toBe(true);
    }
  });

  it('navigate-and-loader: the production runtime sets window.___loader and window.___navigate, and <Link> navigates through it', () => {
    expect(runtime('production-app.js')).toMatch(/window\.___loader = publicLoader/);
    expect(runtime('navigation.js')).toMatch(/window\.___navigate = \(to, options\) =>/);
    // Our wrapper replaces the global after Gatsby set it (onClientEntry runs after both).
    expect(gatsbyLink()).toMatch(/window\.___navigate\(/);
    const loader = runtime('loader.js');
    expect(loader).toMatch(/\bloadPage\(rawPath\)/);
  });

  it('hover-preload: <Link> calls ___loader.hovering on mouseenter, and the public loader has hovering', () => {
    expect(gatsbyLink()).toMatch(/___loader\.hovering\(/);
    expect(runtime('loader.js')).toMatch(/hovering: rawPath => instance\.hovering\(rawPath\)/);
  });

  it('focus-wrapper: the page renders in #gatsby-focus-wrapper, which the router focuses', () => {
    expect(runtime('production-app.js')).toMatch(/id="gatsby-focus-wrapper"/);
    expect(runtime('root.js')).toMatch(/id="gatsby-focus-wrapper"/);
  });
});

describe('the store actions the develop adjustments follow (the real gatsby/dist/redux)', () => {
  it('emits every dispatched action under its type, and Gatsby still dispatches the action types they listen for', () => {
    const gatsbyRedux = projectRequire('gatsby/dist/redux') as {
      emitter: { on: (type: string, fn: (action: unknown) => void) => void; off: (type: string, fn: (action: unknown) => void) => void };
      store: { dispatch: (action: { type: string; payload?: unknown }) => unknown };
    };
    const seen: unknown[] = [];
    const listener = (action: unknown) => seen.push(action);
    gatsbyRedux.emitter.on('ADD_PENDING_SLICE_DATA_WRITE', listener);
    gatsbyRedux.store.dispatch({ type: 'ADD_PENDING_SLICE_DATA_WRITE', payload: { name: 'probe' } });
    gatsbyRedux.emitter.off('ADD_PENDING_SLICE_DATA_WRITE', listener);
    expect(seen).toEqual([{ type: 'ADD_PENDING_SLICE_DATA_WRITE', payload: { name: 'probe' } }]);
    // Every action type Gatsby dispatches appears quoted in its redux actions or reducers.
    const redux = path.dirname(projectRequire.resolve('gatsby/dist/redux'));
    const sources = (fs.readdirSync(redux, { recursive: true }) as string[])
      .filter((file) => file.endsWith('.js'))
      .map((file) => fs.readFileSync(path.join(redux, file), 'utf8'))
      .join('\n');
    for (const type of [
      'CREATE_NODE',
      'DELETE_NODE',
      'ADD_FIELD_TO_NODE',
      'ADD_CHILD_NODE_TO_PARENT_NODE',
      'CREATE_PAGE',
      'ADD_PENDING_PAGE_DATA_WRITE',
      'ADD_PENDING_TEMPLATE_DATA_WRITE',
    ]) {
      expect({ type, known: sources.includes(`\`${type}\``) }).toEqual({ type, known: true });
    }
  });
});
