import { SCRIPTS_SETTLED_EVENT } from '../../../utils/gatsby-runtime';
import { addBaseUrlBanner, bannerHtml, baseUrlBannerScript, BANNER_CONTAINER_ID, BANNER_SUGGESTION_ID, markAppStarted } from '..';

/** Evaluates the script, then fires what the script loader fires once the site's scripts loaded or failed. */
function runScript(script: string) {
  // eslint-disable-next-line no-new-func
  new Function(script)();
  window.dispatchEvent(new Event(SCRIPTS_SETTLED_EVENT));
}

describe('base-URL banner', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    delete (window as { __LP_APP_STARTED__?: boolean }).__LP_APP_STARTED__;
    window.history.replaceState(null, '', '/');
  });

  it('inserts the banner when the app did not start, suggesting the current path', () => {
    window.history.replaceState(null, '', '/llm-docs');
    runScript(baseUrlBannerScript('/'));
    const container = document.getElementById(BANNER_CONTAINER_ID);
    expect(container).not.toBeNull();
    expect(document.body.firstChild).toBe(container);
    expect(container).toHaveTextContent('This site did not load correctly.');
    expect(container).toHaveTextContent('Configured baseUrl: / (the default)');
    expect(document.getElementById(BANNER_SUGGESTION_ID)).toHaveTextContent('/llm-docs/');
  });

  it("waits for the site's scripts, not for the page's load event (they are added after the first paint)", () => {
    // eslint-disable-next-line no-new-func
    new Function(baseUrlBannerScript('/'))();
    window.dispatchEvent(new Event('load'));
    window.dispatchEvent(new Event('DOMContentLoaded'));
    expect(document.getElementById(BANNER_CONTAINER_ID)).toBeNull();
    window.dispatchEvent(new Event(SCRIPTS_SETTLED_EVENT));
    expect(document.getElementById(BANNER_CONTAINER_ID)).not.toBeNull();
  });

  it('stays away when the app started', () => {
    (window as { __LP_APP_STARTED__?: boolean }).__LP_APP_STARTED__ = true;
    runScript(baseUrlBannerScript('/'));
    expect(document.getElementById(BANNER_CONTAINER_ID)).toBeNull();
  });

  it('does not mention the default for another baseUrl and escapes it', () => {
    const html = bannerHtml('/a<b>/');
    expect(html).not.toContain('(the default)');
    expect(html).toContain('/a&#60;b&#62;/');
  });

  it('cannot close its own <script> element', () => {
    expect(baseUrlBannerScript('/')).not.toMatch(/<\//);
  });

  it('is added to the home page only', () => {
    const setHeadComponents = jest.fn();
    addBaseUrlBanner({ pathname: '/docs', setHeadComponents }, '/');
    expect(setHeadComponents).not.toHaveBeenCalled();
    addBaseUrlBanner({ pathname: '/', setHeadComponents }, '/');
    expect(setHeadComponents).toHaveBeenCalledTimes(1);
  });

  it('is removed when the app starts late', () => {
    runScript(baseUrlBannerScript('/'));
    expect(document.getElementById(BANNER_CONTAINER_ID)).not.toBeNull();
    markAppStarted();
    expect(document.getElementById(BANNER_CONTAINER_ID)).toBeNull();
  });
});
