import React, { useEffect, useState } from 'react';
import { TextEncoder } from 'util';
import { act } from '@testing-library/react';
import { hydrateInSlices } from '../hydrate';

/** A page as Gatsby renders it: the focus wrapper around the page, a button that counts clicks. */
function Page({ onCommit }: { readonly onCommit: () => void }) {
  const [count, setCount] = useState(0);
  useEffect(onCommit, [onCommit]);
  return (
    <div id="gatsby-focus-wrapper">
      <main>
        <button type="button" onClick={() => setCount((n) => n + 1)}>{`clicked ${count}`}</button>
      </main>
    </div>
  );
}

let container: HTMLElement;
beforeEach(() => {
  container = document.createElement('div');
  container.id = '___gatsby';
  document.body.append(container);
});
afterEach(() => container.remove());

/** Puts the server rendering of `element` in the container (react-dom/server needs TextEncoder, which jsdom lacks). */
const serverHtml = (element: React.ReactElement) => {
  Object.assign(globalThis, { TextEncoder });
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
  container.innerHTML = renderToString(element);
};
/** Counts the commits of a Page (its effect runs once, after the hydration commit). */
const commitCounter = () => {
  const commits: number[] = [];
  return { commits, onCommit: () => void commits.push(1) };
};
const waitFor = (done: () => boolean) =>
  new Promise<void>((resolve, reject) => {
    const end = Date.now() + 5000;
    const poll = () => (done() ? resolve() : Date.now() > end ? reject(new Error('timed out')) : setTimeout(poll, 5));
    poll();
  });

describe('hydrateInSlices', () => {
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  // React's scheduler must run on its own here, as in the browser.
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  });

  it('yields to the browser while it hydrates: other tasks run between its slices, the server HTML is kept', async () => {
    const { commits, onCommit } = commitCounter();
    // 40 sections of 3 ms of rendering each: 120 ms of work, one long task if not sliced.
    const Slow = ({ index }: { readonly index: number }) => {
      const end = performance.now() + 3;
      while (performance.now() < end);
      return <p>{`section ${index}`}</p>;
    };
    const page = (
      <div id="gatsby-focus-wrapper">
        {Array.from({ length: 40 }, (_, i) => (
          <Slow key={i} index={i} />
        ))}
        <Page onCommit={onCommit} />
      </div>
    );
    serverHtml(page);
    const before = container.innerHTML;
    let ticks = 0;
    const tick = () => {
      ticks += 1;
      if (commits.length === 0) setTimeout(tick, 0);
    };
    setTimeout(tick, 0);
    hydrateInSlices(page, container);
    expect(commits).toEqual([]);
    await waitFor(() => commits.length === 1);
    const ticksBeforeCommit = ticks;
    expect(ticksBeforeCommit).toBeGreaterThan(10); // about 23 in slices; 3 when hydrated in one task
    // The server HTML was kept (no client render after a mismatch).
    expect(container.innerHTML).toBe(before);
  });

  it('loses no click made before hydration has finished: React finishes it and replays the click', async () => {
    const { commits, onCommit } = commitCounter();
    serverHtml(<Page onCommit={onCommit} />);
    hydrateInSlices(<Page onCommit={onCommit} />, container);
    const button = container.querySelector('button')!;
    button.click();
    await waitFor(() => button.textContent === 'clicked 1');
    expect(commits.length).toBe(1);
  });

  it('renders from scratch when the page has no server HTML, without hydration errors', async () => {
    // Hydrating an empty wrapper would report a mismatch and then render on the client anyway.
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    container.innerHTML = '<div id="gatsby-focus-wrapper"></div>';
    const onCommit = () => undefined;
    await act(async () => {
      hydrateInSlices(<Page onCommit={onCommit} />, container);
    });
    await waitFor(() => container.querySelector('button')?.textContent === 'clicked 0');
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('says so in the console when server HTML has no Gatsby focus wrapper (Gatsby changed its markup), and still shows the page', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    container.innerHTML = '<main><p>server HTML</p></main>';
    await act(async () => {
      hydrateInSlices(<Page onCommit={() => undefined} />, container);
    });
    await waitFor(() => container.querySelector('button')?.textContent === 'clicked 0');
    expect(error.mock.calls[0]?.[0]).toMatch(/#gatsby-focus-wrapper is missing from the server HTML.*src\/utils\/hydrate\.ts/);
    error.mockRestore();
  });

  it('renders a second root in an empty element while the page root holds server HTML, and its cleanup unmounts it', async () => {
    // gatsby develop mounts its loading indicator this way, with the same function, after the page rendered.
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { commits, onCommit } = commitCounter();
    serverHtml(<Page onCommit={onCommit} />);
    hydrateInSlices(<Page onCommit={onCommit} />, container);
    await waitFor(() => commits.length === 1);
    const indicator = document.createElement('div');
    document.body.append(indicator);
    let cleanup: () => void = () => undefined;
    await act(async () => {
      cleanup = hydrateInSlices(<span role="status">Preparing requested page</span>, indicator);
    });
    await waitFor(() => indicator.textContent === 'Preparing requested page');
    expect(error).not.toHaveBeenCalled();
    await act(async () => cleanup());
    expect(indicator.innerHTML).toBe('');
    indicator.remove();
    error.mockRestore();
  });
});
