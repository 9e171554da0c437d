/**
 * The scripts slice's loader: Gatsby's async script tags become one inline script that adds the
 * same scripts once the first contentful paint is reported (at once on a hidden page or without
 * paint timing, and a second after the load event when no paint is reported), and says when
 * they have all loaded or failed.
 */
import { deferAsyncScripts, deferScriptsSlice, FCP_FALLBACK_MS, isScriptsSlice, LOADER_START, scriptsLoader } from '../deferred-scripts';
import { SCRIPTS_SETTLED_EVENT } from '../../utils/gatsby-runtime';

const SLICE =
  '\n<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>\n<script>window.___webpackCompilationHash="abc";</script>' +
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>';

describe('deferAsyncScripts', () => {
  it('replaces the async script tags by one loader of the same scripts, in order, where the first tag was', () => {
    const out = deferAsyncScripts(SLICE);
    expect(out).not.toMatch(/<script src=/);
    expect(out.startsWith(SLICE.slice(0, SLICE.indexOf('<script src=')))).toBe(true);
    expect(out.endsWith(`<script>${scriptsLoader(['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js'])}</script>`)).toBe(true);
    expect(scriptsLoader(['/a.js']).startsWith(LOADER_START)).toBe(true);
  });

  it('fails, naming this module, when the slice has no async script tag', () => {
    expect(() => deferAsyncScripts('<script>window.x=1;</script>')).toThrow(/src\/build\/deferred-scripts\.ts: .*no <script src="…" async><\/script> tags/);
  });

  it('cannot end its own script element', () => {
    expect(scriptsLoader(['/a</script>.js'])).not.toContain('</');
  });
});

describe('deferScriptsSlice', () => {
  it('rewrites what Gatsby writes to its scripts slice, and nothing else', async () => {
    const writes: [string, string][] = [];
    const module = { ensureFileContent: async (file: string, data: string) => (writes.push([file, data]), true) };
    deferScriptsSlice(module);
    deferScriptsSlice(module); // applied twice: wraps once
    await module.ensureFileContent('/site/public/_gatsby/slices/_gatsby-scripts-1.html', SLICE);
    await module.ensureFileContent('/site/public/chunk-map.json', '<script src="/x.js" async></script>');
    expect(writes[0][1]).toBe(deferAsyncScripts(SLICE));
    expect(writes[1][1]).toBe('<script src="/x.js" async></script>');
    expect(isScriptsSlice('/p/_gatsby/slices/_gatsby-scripts-12.html')).toBe(true);
    expect(isScriptsSlice('/p/_gatsby/slices/other.html')).toBe(false);
  });

  it('fails the build when Gatsby no longer has the function', () => {
    expect(() => deferScriptsSlice({})).toThrow(/no longer exports ensureFileContent/);
  });
});

describe('the loader in a page', () => {
  type Observer = {
    callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void;
    options?: unknown;
    disconnected: boolean;
  };
  let observers: Observer[];
  let visibility: DocumentVisibilityState;
  const added = () => [...document.body.querySelectorAll('script')].map((script) => script.getAttribute('src'));

  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint', 'resource'];
    private readonly record: Observer;
    constructor(callback: Observer['callback']) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe(options: unknown) {
      this.record.options = options;
    }
  }
  /** The browser reports paint entries to the observers. */
  function paint(...names: string[]) {
    for (const o of observers.filter((x) => !x.disconnected))
      o.callback({ getEntriesByName: (name) => (names.includes(name) ? [{ name }] : []) }, { disconnect: () => (o.disconnected = true) });
  }
  function run(sources = ['/runtime.js', '/app.js']) {
    // eslint-disable-next-line no-new-func
    new Function(scriptsLoader(sources))();
  }

  beforeEach(() => {
    observers = [];
    visibility = 'visible';
    document.body.innerHTML = '';
    jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    (window as unknown as { PerformanceObserver: unknown }).PerformanceObserver = FakePerformanceObserver;
    delete (window as { __LP_SCRIPTS_SETTLED__?: boolean }).__LP_SCRIPTS_SETTLED__;
  });
  afterEach(() => {
    jest.restoreAllMocks();
    delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
  });

  it('adds the scripts, async and in order, only once the first contentful paint is reported', () => {
    run();
    expect(added()).toEqual([]);
    expect(observers[0].options).toEqual({ type: 'paint', buffered: true });
    paint('first-paint');
    expect(added()).toEqual([]);
    paint('first-paint', 'first-contentful-paint');
    expect(added()).toEqual(['/runtime.js', '/app.js']);
    expect([...document.body.querySelectorAll('script')].every((script) => script.async)).toBe(true);
    expect(observers[0].disconnected).toBe(true);
  });

  it('adds them at once on a page that is not visible, and when the page is hidden before it paints', () => {
    visibility = 'hidden';
    run();
    expect(added()).toEqual(['/runtime.js', '/app.js']);

    document.body.innerHTML = '';
    visibility = 'visible';
    run(['/b.js']);
    expect(added()).toEqual([]);
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(added()).toEqual(['/b.js']);
    paint('first-contentful-paint');
    expect(added()).toEqual(['/b.js']);
  });

  it('adds them at once where the browser has no paint timing', () => {
    FakePerformanceObserver.supportedEntryTypes = ['resource'];
    try {
      run();
      expect(added()).toEqual(['/runtime.js', '/app.js']);
    } finally {
      FakePerformanceObserver.supportedEntryTypes = ['paint', 'resource'];
    }
  });

  it('adds them a second after the load event when no contentful paint is reported (Firefox opened at a #fragment), and only once', () => {
    jest.useFakeTimers();
    try {
      run();
      window.dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(FCP_FALLBACK_MS - 1);
      expect(added()).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(added()).toEqual(['/runtime.js', '/app.js']);
      paint('first-contentful-paint');
      expect(added()).toEqual(['/runtime.js', '/app.js']);

      // Reported in time: the paint starts them, the fallback adds nothing more.
      document.body.innerHTML = '';
      run(['/b.js']);
      paint('first-contentful-paint');
      window.dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(FCP_FALLBACK_MS);
      expect(added()).toEqual(['/b.js']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says when every script has loaded or failed', () => {
    const settled = jest.fn();
    window.addEventListener(SCRIPTS_SETTLED_EVENT, settled);
    run();
    paint('first-contentful-paint');
    const [runtime, app] = document.body.querySelectorAll('script');
    runtime.dispatchEvent(new Event('error'));
    expect(settled).not.toHaveBeenCalled();
    expect((window as { __LP_SCRIPTS_SETTLED__?: boolean }).__LP_SCRIPTS_SETTLED__).toBeUndefined();
    app.dispatchEvent(new Event('load'));
    expect(settled).toHaveBeenCalledTimes(1);
    expect((window as { __LP_SCRIPTS_SETTLED__?: boolean }).__LP_SCRIPTS_SETTLED__).toBe(true);
    window.removeEventListener(SCRIPTS_SETTLED_EVENT, settled);
  });
});
