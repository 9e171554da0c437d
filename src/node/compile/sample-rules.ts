/**
 * Rules a code sample must follow to run as pasted and to fail loudly. Pure and regex-only, so the
 * compile step applies them to every sample of every page (a broken rule fails the build with
 * file:line and what to write instead), and check-content.ts reports them with its other checks.
 *
 * - no `example.com` URL sent to the gateway (it would have to download it, and cannot);
 * - no endless polling loop;
 * - a poller exits non-zero when the task fails or is cancelled, and when a poll request fails;
 * - `curl --output` / `-o` only with `--fail`, or with `-w '%{http_code}'` for a script that checks
 *   the status itself (else an HTTP error is saved as the file);
 * - a sample reads only local files it creates or downloads first;
 * - a file URL (image, audio, document) sent to the gateway is one the docs host, under
 *   `<site>/samples/` (the build then checks that static/samples has it).
 */

/** What the rules need to know of the site: its own address and the API's, as samples write them. */
export interface SampleRuleSite {
  /** Origin of the docs site, e.g. `https://docs.llmprovider.example`. */
  readonly url: string;
  /** Base URL of the API as samples write it. */
  readonly apiBaseUrl: string;
}

export interface RuleSample {
  readonly lang: string;
  readonly code: string;
}

/** Where the docs host files that samples send to the gateway or download. */
export const SAMPLES_PATH = '/samples/';

/**
 * The docs site's address as samples write it (like the API's, SAMPLE_API_BASE_URL): the files
 * under static/samples are published there.
 */
export const SAMPLE_DOCS_URL = 'https://docs.llmprovider.example';

const EXAMPLE_URL = /\bhttps?:\/\/(?:[a-z0-9-]+\.)*example\.com\b[^\s"'`)]*/i;
const SHELL = ['bash', 'sh', 'shell', 'curl'];
const PYTHON = ['python', 'py'];
const JAVASCRIPT = ['js', 'javascript', 'node', 'mjs', 'ts', 'typescript'];
const FILE_EXTENSIONS = 'png|jpe?g|gif|webp|bmp|svg|mp3|wav|m4a|ogg|flac|webm|mp4|mov|pdf|txt|csv|docx?|xlsx?|pptx?|md|json';
const FILE_URL = new RegExp(`\\bhttps?://[^\\s"'\`)<>]+\\.(?:${FILE_EXTENSIONS})\\b`, 'gi');

/** True when the sample sends something to the gateway (a request to the API, or a JSON body). */
function sendsToGateway({ lang, code }: RuleSample, site: SampleRuleSite): boolean {
  return code.includes(site.apiBaseUrl) || lang === 'json';
}

/** True for a sample that polls: a loop that waits between requests and looks at a task's status. */
export function isPoller({ code }: RuleSample): boolean {
  const loops = /^\s*(while\b|for\b|until\b)/m.test(code);
  const waits = /\b(sleep|setTimeout|time\.sleep|asyncio\.sleep)\b/.test(code);
  return loops && waits && /\b(failed|cancel+ed)\b/i.test(code);
}

/** A statement that ends the program with a non-zero status (or an uncaught error). */
function exitPattern(lang: string): RegExp {
  if (PYTHON.includes(lang)) return /\bsys\.exit\(\s*(?!0\s*\))[^)]|\braise\b/;
  if (JAVASCRIPT.includes(lang)) return /\bprocess\.exit\(\s*[1-9]|\bprocess\.exitCode\s*=\s*[1-9]|\bthrow\b/;
  return /\bexit\s+[1-9]/;
}

/** Lines that test whether the task failed (`if status == "failed"`, `case … failed)`). */
const FAILURE_TEST =
  /(\bif\b|\belif\b|===?|!==?|\bin\b|\bcase\b|^\s*["']?[\w|*"' ]*\bfail\w*["']?\s*\)).*\b(failed|cancel+ed)\b|\b(failed|cancel+ed)\b["']?\s*(\)|\||===?)/i;

/** Lines about a failed request or the deadline, not about the task's own outcome. */
const OTHER_FAILURES = /\.ok\b|raise_for_status|status_code|http_code|deadline|give_?up|did not finish|timed? ?out|timeout|HTTP \$/i;

/**
 * True when every branch that sees a failed or cancelled task stops the program with an error:
 * an exit statement on the test's line or within the four lines after it.
 */
function failureBranchesExit({ lang, code }: RuleSample): boolean {
  const lines = code.split('\n');
  const exit = exitPattern(lang);
  // A test for "is the task final?" that ends the loop (`if status in ("succeeded", "failed"): break`)
  // hands the failure on to the code after the loop, which then must exit.
  const tests = lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => FAILURE_TEST.test(line) && !/^\s*(#|\/\/)/.test(line) && !/\b(break|continue)\b|\b(succeeded|completed|success)\b/i.test(line))
    .filter(({ line }) => !OTHER_FAILURES.test(line));
  if (tests.length > 0) return tests.every(({ index }) => lines.slice(index, index + 5).some((line) => exit.test(line)));
  // Handed on: some exit after the last "is it final?" test must be for the task's outcome, not for a
  // failed request or the deadline.
  let handedOn = 0;
  lines.forEach((line, index) => {
    if (FAILURE_TEST.test(line) && /\b(break|continue)\b|\b(succeeded|completed|success)\b/i.test(line)) handedOn = index;
  });
  return lines.slice(handedOn).some((line) => exit.test(line) && !OTHER_FAILURES.test(line));
}

/** A check that a poll request itself succeeded (HTTP status). */
function checksPollStatus({ lang, code }: RuleSample): boolean {
  if (PYTHON.includes(lang)) return /\braise_for_status\(\)|\.status_code\b/.test(code);
  if (JAVASCRIPT.includes(lang)) return /\.ok\b|\.status\b/.test(code);
  return /--fail\b|--fail-with-body\b|(^|\s)-[a-zA-Z]*f[a-zA-Z]*\b|%\{http_code\}/.test(code);
}

/** Names of local files a sample reads, with the way it reads them. */
export function filesRead({ lang, code }: RuleSample): string[] {
  const names: string[] = [];
  const add = (name: string | undefined) => {
    if (name && !name.includes('$') && !name.includes('{') && !name.startsWith('/dev/')) names.push(name);
  };
  if (SHELL.includes(lang)) {
    for (const m of code.matchAll(/(?:-F|--form)\s+["']?[\w.[\]-]+=@([^\s"';)]+)/g)) add(m[1]);
    for (const m of code.matchAll(/--data(?:-binary)?\s+["']?@([^\s"']+)/g)) add(m[1]);
    for (const m of code.matchAll(/--upload-file\s+["']?([^\s"']+)/g)) add(m[1]);
  } else if (PYTHON.includes(lang)) {
    for (const m of code.matchAll(/\bopen\(\s*["']([^"']+)["']\s*(?:,\s*["']([^"']*)["'])?/g)) if (!/[wax]/.test(m[2] ?? 'r')) add(m[1]);
    for (const m of code.matchAll(/\bPath\(\s*["']([^"']+)["']\s*\)\.(?:read_bytes|read_text|open)\(/g)) add(m[1]);
  } else if (JAVASCRIPT.includes(lang)) {
    for (const m of code.matchAll(/\b(?:readFileSync|readFile|openAsBlob|createReadStream)\(\s*["'`]([^"'`]+)["'`]/g)) add(m[1]);
  }
  return [...new Set(names)];
}

/** Names of local files a sample writes or downloads before reading them. */
export function filesCreated({ lang, code }: RuleSample): string[] {
  const names: string[] = [];
  if (SHELL.includes(lang)) {
    for (const m of code.matchAll(/(?:-o|--output)\s+["']?([^\s"']+)/g)) names.push(m[1]);
    for (const m of code.matchAll(/\bcurl\b[^\n]*\s-[a-zA-Z]*O[a-zA-Z]*\s+["']?(\S+?)["']?(?:\s|$)/g)) names.push(m[1].split('/').pop() ?? '');
    for (const m of code.matchAll(/>\s*["']?([\w.-]+)["']?/g)) names.push(m[1]);
  } else if (PYTHON.includes(lang)) {
    for (const m of code.matchAll(/\bopen\(\s*["']([^"']+)["']\s*,\s*["'][^"']*[wax][^"']*["']/g)) names.push(m[1]);
    for (const m of code.matchAll(/\burlretrieve\([^,]+,\s*["']([^"']+)["']/g)) names.push(m[1]);
    for (const m of code.matchAll(/\bPath\(\s*["']([^"']+)["']\s*\)\.write_(?:bytes|text)\(/g)) names.push(m[1]);
  } else if (JAVASCRIPT.includes(lang)) {
    for (const m of code.matchAll(/\b(?:writeFileSync|writeFile|createWriteStream)\(\s*["'`]([^"'`]+)["'`]/g)) names.push(m[1]);
  }
  return names;
}

/** The rules' problems for one sample, each saying what to write instead. */
export function sampleRuleProblems(sample: RuleSample, site: SampleRuleSite): string[] {
  const { lang, code } = sample;
  const problems: string[] = [];
  const url = EXAMPLE_URL.exec(code);
  if (url && sendsToGateway(sample, site)) {
    problems.push(
      `sends ${url[0]} to the gateway, which would have to download it and cannot: put the file in static${SAMPLES_PATH} and send ${site.url}${SAMPLES_PATH}<file>`,
    );
  }
  if (SHELL.includes(lang) && /^\s*while\s+(true|:)\s*;?\s*(do)?\s*$/m.test(code)) {
    problems.push(
      '`while true` loops forever when the submit failed or the task never ends: check the submit, then loop `while [ "$(date +%s)" -lt "$deadline" ]` and exit 1 when the deadline passes',
    );
  }
  const forever = /^\s*while\s*(True\s*:|\(\s*true\s*\))/m.test(code);
  if (forever && /\b(sleep|setTimeout)\b/.test(code) && !/deadline|monotonic\(\)|Date\.now\(\)/.test(code)) {
    problems.push('polls in an endless loop: give it a deadline (e.g. `deadline = time.monotonic() + 900`) and stop with an error when it passes');
  }
  if (isPoller(sample)) {
    if (!failureBranchesExit(sample)) {
      problems.push(
        'polls a task but never exits non-zero: when the task ends failed or cancelled (or the deadline passes), stop with `sys.exit(1)` / `raise`, `process.exit(1)` / `throw`, or `exit 1`',
      );
    }
    if (!checksPollStatus(sample)) {
      problems.push(
        "never checks a poll request's HTTP status, so a 401 or 404 polls until the deadline: use `response.raise_for_status()`, `if (!response.ok) throw …`, or `curl --fail-with-body`",
      );
    }
  }
  if (SHELL.includes(lang)) {
    // A curl command spans lines joined by `\`: read each command whole.
    for (const command of code.replace(/\\\n/g, ' ').split('\n')) {
      const output = /\s(?:-o|--output)\s+["']?(\S+?)["']?(?:\s|$)/.exec(command);
      if (
        /\bcurl\b/.test(command) &&
        output &&
        output[1] !== '/dev/null' &&
        !/%\{http_code\}/.test(command) &&
        !/\s(?:--fail|--fail-with-body|-[a-zA-Z]*f[a-zA-Z]*)\b/.test(command)
      ) {
        problems.push('`curl --output` without `--fail` saves an error response as the file: add `--fail-with-body` (or `-f`)');
      }
    }
  }
  const created = new Set(filesCreated(sample));
  for (const name of filesRead(sample)) {
    if (!created.has(name)) {
      problems.push(
        `reads ${name}, which the reader does not have: download it first (e.g. \`curl -fsSLO ${site.url}${SAMPLES_PATH}${name}\`), or write it in the sample`,
      );
    }
  }
  if (sendsToGateway(sample, site)) {
    for (const m of code.matchAll(FILE_URL)) {
      const fileUrl = m[0];
      // The gateway's own hosts (the API, the files it returns) and example.com (the rule above) aside.
      const host = /^https?:\/\/([^/]+)/.exec(fileUrl)?.[1] ?? '';
      const ownHost = host === new URL(site.apiBaseUrl).host || host.endsWith(`.${new URL(site.apiBaseUrl).host.split('.').slice(-2).join('.')}`);
      if (!fileUrl.startsWith(`${site.url}${SAMPLES_PATH}`) && !ownHost && !EXAMPLE_URL.test(fileUrl)) {
        problems.push(
          `sends ${fileUrl} to the gateway, a file the docs do not host (its owner may move it or refuse the gateway's download): put it in static${SAMPLES_PATH} and send ${site.url}${SAMPLES_PATH}<file>`,
        );
      }
    }
  }
  return [...new Set(problems)];
}

/** The site paths of files a sample takes from the docs site (`/samples/x.png`), for the build's file check. */
export function hostedFilesOf({ code }: RuleSample, site: SampleRuleSite): string[] {
  const prefix = `${site.url}${SAMPLES_PATH}`;
  return [...new Set([...code.matchAll(FILE_URL)].map((m) => m[0]).filter((u) => u.startsWith(prefix)))].map((u) => u.slice(site.url.length));
}
