/**
 * Before sourcing: content errors registered with Gatsby's reporters, the OpenAPI example rules
 * started on a thread, the front matter of every page checked as YAML, and the last build's
 * reports put back in public/.
 */
import { createRequire } from 'module';
import path from 'path';
import { clearProcessSteps, timedHook } from '../build-steps';
import type { GatsbyNode } from 'gatsby';
import { frontmatterYamlProblems } from '../frontmatter';
import { symbolicLinkProblems } from '../symlinks';
import { staticFileProblems } from '../static-files';
import { contentNameProblems } from '../content-names';
import { cachedPreparation } from '../openapi/prepare';
import { startExampleLint } from '../openapi/example-lint';
import { BUILD_REPORTS_DIR, restoreBuildReports } from '../build-reports';
import { contentError, contentErrorMap } from '../content-errors';
import { ERRORS_FILE } from '../errors';
import { SITE_NODE_DIR } from './load';
import { adjustmentOn } from '../../build/adjustments';
import { catalogueText } from './catalogues';
import { PROJECT_DIR, openApi, openApiInput, site } from './state';

/** Content errors get ids and a category of their own in Gatsby's error output (src/node/content-errors.ts). */
export const onPreInit: GatsbyNode['onPreInit'] = ({ reporter }) => {
  const errorMap = contentErrorMap(`${site.url}${site.baseUrl}docs/community/documentation-style-guide`);
  // The reporter an API gets registers the ids under the plugin's name, and finds them so; but
  // inside one of Gatsby's activities (sourcing, createPages) a report goes to the activity, which
  // looks the plain id up. Both are registered.
  reporter.setErrorMap(errorMap);
  if (adjustmentOn('error-ids-in-activities')) gatsbyReporter().setErrorMap(errorMap);
  // Before anything reads content/ or copies static/ (Gatsby follows links when it copies): a
  // symbolic link there stops the build and the dev server (src/node/symlinks.ts).
  const links = symbolicLinkProblems(PROJECT_DIR);
  if (links.length > 0) reporter.panic(contentError('symlinks', `Symbolic links in content:\n${links.join('\n')}`));
  // What static/ may hold (served as the site itself) and the names content/ may use (a page's name is its URL).
  const files = [...staticFileProblems(PROJECT_DIR), ...contentNameProblems(PROJECT_DIR)];
  if (files.length > 0) reporter.panic(contentError('files', `Files the build cannot take:\n${files.join('\n')}`));
  // The OpenAPI document's example rules start on a thread of their own now, when sourceNodes will
  // prepare the document (no cached preparation), and are awaited there (src/node/openapi/example-lint.ts).
  if (process.env.gatsby_executing_command && !cachedPreparation(openApiInput(catalogueText(ERRORS_FILE))).prepared)
    openApi.exampleLint = startExampleLint(PROJECT_DIR, path.join(PROJECT_DIR, SITE_NODE_DIR));
};

/**
 * Gatsby's reporter itself (the process's one instance, which plugins such as gatsby-plugin-sharp
 * require too), from the gatsby-cli that Gatsby depends on. `gatsby/reporter` would be the public
 * name, but in Gatsby 5.16 it gives `undefined` (it re-exports a `default` the module lacks).
 */
function gatsbyReporter(): { setErrorMap: (map: Record<string, unknown>) => void } {
  const fromGatsby = createRequire(createRequire(path.join(PROJECT_DIR, 'package.json')).resolve('gatsby/package.json'));
  const reporter = fromGatsby('gatsby-cli/lib/reporter') as { setErrorMap?: unknown };
  if (typeof reporter?.setErrorMap !== 'function')
    throw new Error('gatsby-cli/lib/reporter has no setErrorMap: Gatsby changed its reporter; see src/node/content-errors.ts');
  return reporter as { setErrorMap: (map: Record<string, unknown>) => void };
}

/** Checks before sourcing, and the last build's reports back in public/. */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = timedHook(
  'onPreBootstrap',
  ['content/ (front matter, names, links)', 'static/'],
  ({ reporter }) => {
    // The step timings of this build's processes start from nothing (src/node/build-steps.ts).
    clearProcessSteps(path.resolve(PROJECT_DIR, '.cache'));
    // Front matter that is not valid YAML stops gatsby-plugin-mdx before our checks run, with a
    // message that names no file: read every page's first, and name file and line.
    const yamlProblems = frontmatterYamlProblems(PROJECT_DIR, ['content/docs', 'content/pages', 'content/shared']);
    if (yamlProblems.length > 0) reporter.panicOnBuild(contentError('frontmatter', `Invalid front matter:\n${yamlProblems.join('\n')}`));
    // The last build's reports go back where Gatsby and the bundle reuse look for them (src/node/build-reports.ts).
    restoreBuildReports(path.resolve(PROJECT_DIR, BUILD_REPORTS_DIR), path.resolve(PROJECT_DIR, 'public'));
  },
);
