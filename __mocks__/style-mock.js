// CSS modules are imported as `import * as styles`; class names come back as their own keys.
module.exports = new Proxy({ __esModule: true }, { get: (target, key) => (key in target ? target[key] : typeof key === 'string' ? key : undefined) });
