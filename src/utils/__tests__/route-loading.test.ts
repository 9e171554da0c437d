import { fullLoadOnce, installRouteLoading, resetRouteLoading, routeKey, routeRendered } from '../route-loading';
import { createProgressBar, PROGRESS_BAR_ID } from '../../components/ProgressBar';

type TestWindow = Window & {
  ___loader?: { loadPage: jest.Mock; hovering: jest.Mock };
  ___navigate?: jest.Mock | ((to: string | number, options?: unknown) => void);
};

const guardKeys = () => Object.keys(sessionStorage).filter((key) => key.startsWith('llmprovider.route-reload.'));

describe('reload guard', () => {
  afterEach(() => sessionStorage.clear());

  it('loads a failed URL in full once, then not again until it loaded successfully', () => {
    const assign = jest.fn();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(fullLoadOnce('/docs/x', '/docs/x#a', assign)).toBe(true);
    expect(assign).toHaveBeenCalledWith('/docs/x#a');
    expect(fullLoadOnce('/docs/x', '/docs/x#a', assign)).toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(guardKeys()).toEqual(['llmprovider.route-reload./docs/x']);

    routeRendered({ pathname: '/docs/x', search: '' });
    expect(guardKeys()).toEqual([]);
    expect(fullLoadOnce('/docs/x', '/docs/x', assign)).toBe(true);
    error.mockRestore();
  });

  it('keys URLs by path and query', () => {
    expect(routeKey({ pathname: '/docs', search: '?q=1' })).toBe('/docs?q=1');
  });
});

describe("installRouteLoading without Gatsby's globals", () => {
  const env = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = env;
    resetRouteLoading();
  });

  it('says so in the console of a production build, naming the file to update, and not under gatsby develop', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    process.env.NODE_ENV = 'development';
    installRouteLoading({ progress: createProgressBar() });
    expect(error).not.toHaveBeenCalled();
    resetRouteLoading();
    process.env.NODE_ENV = 'production';
    installRouteLoading({ progress: createProgressBar() });
    expect(error.mock.calls[0]?.[0]).toMatch(/window\.___loader \(with hovering\) or window\.___navigate is missing.*src\/utils\/route-loading\.ts/);
    error.mockRestore();
  });
});

describe('installRouteLoading', () => {
  const win = window as TestWindow;
  let loadPage: jest.Mock;
  let hovering: jest.Mock;
  let navigate: jest.Mock;

  beforeEach(() => {
    jest.useFakeTimers();
    resetRouteLoading();
    loadPage = jest.fn();
    hovering = jest.fn();
    navigate = jest.fn();
    win.___loader = { loadPage, hovering };
    win.___navigate = navigate;
    installRouteLoading({ progress: createProgressBar() });
  });
  afterEach(() => {
    jest.useRealTimers();
    delete win.___loader;
    delete win.___navigate;
    delete (navigator as { connection?: unknown }).connection;
    document.body.innerHTML = '';
  });

  it('loads the page first, then hands over to Gatsby, with the bar only after 200 ms', async () => {
    routeRendered({ pathname: '/', search: '' }); // the first page has hydrated
    let resolve: (value: unknown) => void = () => undefined;
    loadPage.mockReturnValue(new Promise((r) => (resolve = r)));
    (win.___navigate as (to: string) => void)('/docs/get-started/error-codes');
    expect(loadPage).toHaveBeenCalledWith('/docs/get-started/error-codes');
    jest.advanceTimersByTime(199);
    expect(document.getElementById(PROGRESS_BAR_ID)).toBeNull();
    jest.advanceTimersByTime(1);
    expect(document.getElementById(PROGRESS_BAR_ID)).not.toBeNull();
    resolve({ status: 'success', page: { path: '/docs/get-started/error-codes' } });
    await Promise.resolve();
    await Promise.resolve();
    expect(navigate).toHaveBeenCalledWith('/docs/get-started/error-codes', undefined);
    routeRendered({ pathname: '/docs/get-started/error-codes', search: '' });
    jest.advanceTimersByTime(1000);
    expect(document.getElementById(PROGRESS_BAR_ID)).toBeNull();
  });

  it("keeps the bar when the first page's own first render (hydration) ends after a navigation away from it began", async () => {
    let resolve: (value: unknown) => void = () => undefined;
    loadPage.mockReturnValue(new Promise((r) => (resolve = r)));
    (win.___navigate as (to: string) => void)('/docs/get-started/error-codes');
    jest.advanceTimersByTime(300);
    expect(document.getElementById(PROGRESS_BAR_ID)).not.toBeNull();
    // The page the tab opened on (jsdom's '/') finishes hydrating now: not the end of the navigation.
    routeRendered({ pathname: '/', search: '' });
    jest.advanceTimersByTime(1000);
    expect(document.getElementById(PROGRESS_BAR_ID)).not.toBeNull();
    resolve({ status: 'success', page: { path: '/docs/get-started/error-codes' } });
    await Promise.resolve();
    await Promise.resolve();
    routeRendered({ pathname: '/docs/get-started/error-codes', search: '' });
    jest.advanceTimersByTime(1000);
    expect(document.getElementById(PROGRESS_BAR_ID)).toBeNull();
  });

  it('ends the bar on a later render of the first page (a navigation back to it)', () => {
    routeRendered({ pathname: '/', search: '' }); // hydration, nothing pending
    loadPage.mockReturnValue(new Promise(() => undefined));
    (win.___navigate as (to: string) => void)('/docs/get-started/error-codes');
    jest.advanceTimersByTime(300);
    expect(document.getElementById(PROGRESS_BAR_ID)).not.toBeNull();
    routeRendered({ pathname: '/', search: '' });
    jest.advanceTimersByTime(1000);
    expect(document.getElementById(PROGRESS_BAR_ID)).toBeNull();
  });

  it("sends Gatsby to the address bar's page when the URL moved on while the first page hydrated (a Back it did not see)", async () => {
    loadPage.mockReturnValue(Promise.resolve({ status: 'success', page: { path: '/' } }));
    // jsdom's address bar shows '/', but React hydrated the page the tab opened on.
    routeRendered({ pathname: '/docs/quick-start', search: '' });
    await Promise.resolve();
    await Promise.resolve();
    expect(loadPage).toHaveBeenCalledWith('/');
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('shows no bar for a hash-only or query-only change', () => {
    loadPage.mockReturnValue(new Promise(() => undefined));
    (win.___navigate as (to: string) => void)('#section');
    (win.___navigate as (to: string) => void)('/?tab=python');
    jest.advanceTimersByTime(2000);
    expect(document.getElementById(PROGRESS_BAR_ID)).toBeNull();
  });

  it('does not preload on hover on a data-saver or 2g connection', () => {
    win.___loader!.hovering('/docs');
    expect(hovering).toHaveBeenCalledTimes(1);
    Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g', saveData: true }, configurable: true });
    win.___loader!.hovering('/docs');
    Object.defineProperty(navigator, 'connection', { value: { effectiveType: 'slow-2g' }, configurable: true });
    win.___loader!.hovering('/docs');
    expect(hovering).toHaveBeenCalledTimes(1);
  });
});
