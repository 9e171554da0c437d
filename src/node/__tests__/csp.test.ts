import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import { collectScriptHashes, contentSecurityPolicy, inlineScripts, nginxCspInclude, scriptHash, writeNginxCsp } from '../csp';

const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

describe('inline script hashing', () => {
  it('takes inline JavaScript only, byte for byte', () => {
    const html =
      '<head><script>a()</script><script src="/app.js" async></script>' +
      '<script type="application/ld+json">{"x":1}</script><script id="x" type="text/javascript">\n b() \n</script>' +
      '<SCRIPT type=module>c()</SCRIPT></head>';
    expect(inlineScripts(html)).toEqual(['a()', '\n b() \n', 'c()']);
  });

  it('hashes the exact UTF-8 text', () => {
    expect(scriptHash('window.x="•";')).toBe(sha('window.x="•";'));
  });

  it('collects distinct hashes from every HTML file, sorted', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-'));
    fs.mkdirSync(path.join(dir, 'docs'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<script>one()</script><script>shared()</script>');
    fs.writeFileSync(path.join(dir, 'docs', 'index.html'), '<script>two()</script><script>shared()</script>');
    fs.writeFileSync(path.join(dir, 'app.js'), '<script>not html()</script>');
    const hashes = collectScriptHashes(dir);
    expect(hashes).toEqual([sha('one()'), sha('shared()'), sha('two()')].sort());

    const out = path.join(dir, 'deploy', 'csp.conf');
    expect(writeNginxCsp(dir, out)).toBe(3);
    const text = fs.readFileSync(out, 'utf8');
    expect(text).toMatch(/^add_header Content-Security-Policy ".*" always;$/m);
    for (const hash of hashes) expect(text).toContain(hash);
  });
});

describe('policy', () => {
  const policy = contentSecurityPolicy(["'sha256-abc='"]);

  it('allows same-origin scripts plus the hashed inline ones, and nothing else', () => {
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc='");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(policy).not.toMatch(/'unsafe-eval'/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it('fits in one double-quoted nginx string', () => {
    expect(policy).not.toContain('"');
    expect(nginxCspInclude(policy).trim().split('\n').pop()).toBe(`add_header Content-Security-Policy "${policy}" always;`);
  });
});
