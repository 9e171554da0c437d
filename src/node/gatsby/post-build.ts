/**
 * onPostBuild: NUL padding out of the HTML (React streaming bug), the files for search engines and
 * language models (src/node/ai-docs: Markdown twins of the docs, llms.txt, llms-full.txt,
 * sitemap.xml, robots.txt), the published OpenAPI document, the nginx Content-Security-Policy for
 * exactly this build's inline scripts, and the build reports moved out of public/.
 */
import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { writeNginxCsp } from '../csp';
import { siteInlineScripts } from '../../build/inline-scripts';
import { writeAiDocs, type AiDocsArgs } from '../ai-docs';
import { stripNulFromHtml } from '../strip-nul';
import { OPENAPI_JSON_PATH, OPENAPI_YAML_PATH } from '../openapi/render';
import { BUILD_REPORTS_DIR, moveBuildReports } from '../build-reports';
import { PROJECT_DIR, openApi, site } from './state';
import { catalogueTexts } from './catalogues';
import { CONTENT_CHECKS } from '../checks';
import { DATA_COMPONENTS } from '../data-component-steps';
import { BUILD_STEPS_REPORT, STEP_TIMINGS_ENV, buildStepTimings, stepTable } from '../build-steps';
import { ADJUSTMENTS_REPORT, adjustmentsNotRun, adjustmentsOn } from '../../build/adjustments';

export const onPostBuild: GatsbyNode['onPostBuild'] = async (args) => {
  // An adjustment whose wrapper Gatsby stopped calling fails the build (src/build/adjustments.ts).
  const notRun = adjustmentsNotRun();
  if (notRun.length > 0) args.reporter.panicOnBuild(notRun.join('\n'));
  // First, so that the CSP hashes and the search index see the final HTML (src/node/strip-nul.ts).
  const repaired = stripNulFromHtml(path.resolve(PROJECT_DIR, 'public'));
  if (repaired.length > 0) args.reporter.info(`Removed React's NUL padding from ${repaired.length} HTML file(s): ${repaired.join(', ')}`);
  await writeAiDocs(args as unknown as AiDocsArgs, site, path.resolve(PROJECT_DIR, 'public'), catalogueTexts());
  if (openApi.current?.published) {
    fs.writeFileSync(path.join(path.resolve(PROJECT_DIR, 'public'), OPENAPI_JSON_PATH), openApi.current.published.json);
    fs.writeFileSync(path.join(path.resolve(PROJECT_DIR, 'public'), OPENAPI_YAML_PATH), openApi.current.published.yaml);
  }
  let count: number;
  try {
    count = writeNginxCsp(path.resolve(PROJECT_DIR, 'public'), path.resolve(PROJECT_DIR, 'deploy/csp.conf'), siteInlineScripts(site), site.csp);
  } catch (error) {
    args.reporter.panicOnBuild((error as Error).message);
    return;
  }
  args.reporter.info(`deploy/csp.conf: Content-Security-Policy allowing ${count} inline script(s)`);
  // Last: the steps above read webpack.stats.json. public/ keeps only what readers may fetch.
  const moved = moveBuildReports(path.resolve(PROJECT_DIR, 'public'), path.resolve(PROJECT_DIR, BUILD_REPORTS_DIR));
  args.reporter.info(`${BUILD_REPORTS_DIR}/: ${moved.length} build report(s) moved out of public/ (source maps, webpack stats)`);
  // Which adjustments this build had, for the browser tests that check one (e2e/browser.ts).
  fs.mkdirSync(path.resolve(PROJECT_DIR, BUILD_REPORTS_DIR), { recursive: true });
  fs.writeFileSync(path.resolve(PROJECT_DIR, BUILD_REPORTS_DIR, ADJUSTMENTS_REPORT), JSON.stringify([...adjustmentsOn()].sort()));
  // Every registered step's time, from every process of the build (src/node/build-steps.ts).
  const steps = buildStepTimings(path.resolve(PROJECT_DIR, '.cache'));
  const registered = [...CONTENT_CHECKS, ...DATA_COMPONENTS].map((step) => step.name);
  fs.writeFileSync(path.resolve(PROJECT_DIR, BUILD_REPORTS_DIR, BUILD_STEPS_REPORT), `${JSON.stringify({ registered, steps }, null, 2)}\n`);
  if (process.env[STEP_TIMINGS_ENV] === '1') args.reporter.info(`Build steps (${BUILD_REPORTS_DIR}/${BUILD_STEPS_REPORT}):\n${stepTable(steps)}`);
};
