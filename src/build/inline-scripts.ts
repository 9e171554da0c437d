/**
 * Every inline script the site writes into its HTML, from the same functions gatsby-ssr.tsx
 * renders them with, so that deploy/csp.conf allows exactly these (src/node/csp.ts) and nothing
 * else: the pre-paint colour-mode and announcement script, the constant page-path script, and
 * the home page's base-URL banner script. A new inline script in gatsby-ssr.tsx must be added here.
 */
import type { SiteConfig } from '../config/schema';
import { baseUrlBannerScript } from '../utils/base-url-banner';
import { prePaintScript } from '../utils/inline-scripts';
import { PAGE_PATH_SCRIPT } from './page-path-script';
import { adjustmentsOn, type AdjustmentId } from './adjustments';

export function siteInlineScripts(config: SiteConfig, on: ReadonlySet<AdjustmentId> = adjustmentsOn()): string[] {
  return [
    prePaintScript(config),
    ...(on.has('page-path-script') ? [PAGE_PATH_SCRIPT] : []),
    baseUrlBannerScript(config.baseUrl, on.has('scripts-after-paint')),
  ];
}
