import { urlRepairScript } from '../inline-scripts';
import { safeHash, safePathname } from '../url-repair';

/** The inline ES5 copy of the repair follows the same rules as src/utils/url-repair.ts. */
describe('urlRepairScript', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it.each([
    ['/docs', '#models'],
    ['/docs/%zz', ''],
    ['/docs/100%', '#100%'],
    ['/%2F%2Fevil.example/', '#%zz'],
    ['/docs', '#%E0%A4%A'],
  ])('%s%s', (pathname, hash) => {
    window.history.replaceState({ key: 'k' }, '', `${pathname}?lang=python${hash}`);
    // eslint-disable-next-line no-new-func
    new Function(urlRepairScript())();
    expect(window.location.pathname).toBe(safePathname(pathname));
    expect(window.location.hash).toBe(safeHash(hash));
    expect(window.location.search).toBe('?lang=python');
    expect(window.history.state).toEqual({ key: 'k' });
  });

  it('leaves a URL Gatsby can decode alone, without touching the history entry', () => {
    window.history.replaceState({ key: 'k' }, '', '/docs/caf%C3%A9?lang=python#models');
    const replace = jest.spyOn(window.history, 'replaceState');
    // eslint-disable-next-line no-new-func
    new Function(urlRepairScript())();
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(replace).not.toHaveBeenCalled();
    replace.mockRestore();
    expect(window.location.href).toBe('http://localhost/docs/caf%C3%A9?lang=python#models');
  });

  it('repairs a hash typed later, before listeners added after it run', () => {
    // eslint-disable-next-line no-new-func
    new Function(urlRepairScript())();
    const seen: string[] = [];
    const later = () => seen.push(window.location.hash);
    window.addEventListener('hashchange', later);
    window.history.replaceState(null, '', '/docs#%zz');
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    window.history.replaceState(null, '', '/docs/100%#ok');
    window.dispatchEvent(new PopStateEvent('popstate'));
    window.removeEventListener('hashchange', later);
    expect(seen).toEqual([safeHash('#%zz')]);
    expect(window.location.pathname).toBe(safePathname('/docs/100%'));
  });
});
