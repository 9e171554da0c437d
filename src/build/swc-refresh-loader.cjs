/**
 * webpack loader for `gatsby develop`: compiles our TypeScript and JSX with SWC instead of Babel,
 * with React Fast Refresh's registrations in our components (the `$RefreshReg$` / `$RefreshSig$`
 * calls that react-refresh's Babel plugin would add, which Gatsby's ReactRefreshWebpackPlugin
 * picks up). Options: `refresh` (boolean), `target` (an ES version such as "es2020").
 * Plain CommonJS: webpack requires loaders as they are.
 */
const { transform } = require('@swc/core');

module.exports = function swcRefreshLoader(source, inputMap) {
  const done = this.async();
  const file = this.resourcePath;
  const { refresh = false, target = 'es2020' } = this.getOptions ? this.getOptions() : {};
  const typescript = /\.[cm]?tsx?$/.test(file);
  transform(source, {
    filename: file,
    sourceMaps: this.sourceMap,
    inputSourceMap: inputMap ? JSON.stringify(inputMap) : undefined,
    swcrc: false,
    configFile: false,
    jsc: {
      parser: typescript ? { syntax: 'typescript', tsx: /x$/.test(file) } : { syntax: 'ecmascript', jsx: true },
      target,
      transform: { react: { runtime: 'automatic', development: true, refresh } },
    },
  }).then(
    (output) => done(null, output.code, output.map ? JSON.parse(output.map) : undefined),
    (error) => done(error),
  );
};
