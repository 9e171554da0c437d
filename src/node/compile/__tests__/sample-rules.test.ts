/**
 * @jest-environment node
 */
import { filesCreated, filesRead, hostedFilesOf, isPoller, sampleRuleProblems } from '../sample-rules';

const site = { url: 'https://docs.llmprovider.example', apiBaseUrl: 'https://api.llmprovider.example' };
const rules = (lang: string, code: string) => sampleRuleProblems({ lang, code }, site);

const PY_POLLER = (body: string) =>
  [
    'import sys, time, requests',
    'deadline = time.monotonic() + 900',
    'while time.monotonic() < deadline:',
    '    r = requests.get("https://api.llmprovider.example/v1/tasks/" + task_id)',
    body,
    '    status = r.json()["status"]',
    '    if status == "succeeded":',
    '        break',
    '    if status in ("failed", "cancelled"):',
    '        print("task failed")',
    '    time.sleep(5)',
  ].join('\n');

describe('sample rules', () => {
  it('find a poller, and ask it to exit non-zero on a failed task and to check each poll', () => {
    expect(isPoller({ lang: 'python', code: PY_POLLER('') })).toBe(true);
    expect(rules('python', PY_POLLER(''))).toEqual([
      expect.stringMatching(/^polls a task but never exits non-zero: .*sys\.exit\(1\)/),
      expect.stringMatching(/^never checks a poll request's HTTP status.*raise_for_status/),
    ]);
    const fixed = PY_POLLER('    r.raise_for_status()').replace('print("task failed")', 'sys.exit("task failed")');
    expect(rules('python', fixed)).toEqual([]);
  });

  it('accept a Node poller that throws and checks response.ok, and a shell poller that uses --fail and exit 1', () => {
    const node = [
      'const deadline = Date.now() + 900_000;',
      'while (Date.now() < deadline) {',
      '  const response = await fetch(`https://api.llmprovider.example/v1/tasks/${taskId}`);',
      '  if (!response.ok) throw new Error(`poll failed: ${response.status}`);',
      '  const task = await response.json();',
      "  if (task.status === 'failed') throw new Error(task.error.message);",
      '  await new Promise((r) => setTimeout(r, 5000));',
      '}',
    ].join('\n');
    expect(rules('js', node)).toEqual([]);
    const shell =
      'deadline=$(( $(date +%s) + 900 ))\nwhile [ "$(date +%s)" -lt "$deadline" ]; do\n  task=$(curl -sS --fail-with-body https://api.llmprovider.example/v1/tasks/$ID) || exit 1\n  case "$task" in *failed*) exit 1;; esac\n  sleep 5\ndone';
    expect(rules('bash', shell)).toEqual([]);
    expect(rules('bash', shell.replace(' --fail-with-body', ''))).toEqual([expect.stringMatching(/^never checks a poll request's HTTP status/)]);
  });

  it('follow a failure that the loop hands on to the code after it', () => {
    const poll = (after: string) =>
      [
        'const deadline = Date.now() + 900_000;',
        'let task;',
        'while (Date.now() < deadline) {',
        '  const poll = await fetch(`https://api.llmprovider.example/v1/tasks/${id}`);',
        '  if (!poll.ok) throw new Error(`Poll failed: ${poll.status}`);',
        '  task = await poll.json();',
        "  if (['succeeded', 'failed', 'cancelled'].includes(task.status)) break;",
        '  await new Promise((r) => setTimeout(r, 5000));',
        '}',
        after,
      ].join('\n');
    const exits =
      "if (task.status === 'succeeded') {\n  const video = await fetch(task.result.urls[0]);\n  if (!video.ok) throw new Error('Download failed');\n} else {\n  console.error(task.error);\n  process.exit(1);\n}";
    expect(rules('js', poll(exits))).toEqual([]);
    // Only the download can fail loudly: a failed task prints and exits 0.
    const quiet = exits.replace('  process.exit(1);\n', '');
    expect(rules('js', poll(quiet))).toEqual([expect.stringMatching(/^polls a task but never exits non-zero/)]);
  });

  it('ask curl --output to fail on an HTTP error', () => {
    const download =
      'curl https://api.llmprovider.example/v1/audio/speech \\\n  -H "Authorization: Bearer YOUR_API_KEY" \\\n  -d \'{"input": "Hi"}\' \\\n  --output speech.mp3';
    expect(rules('bash', download)).toEqual([expect.stringMatching(/^`curl --output` without `--fail`/)]);
    expect(rules('bash', download.replace('--output', '--fail-with-body --output'))).toEqual([]);
    expect(rules('bash', download.replace('--output', '-sSf --output'))).toEqual([]);
    expect(rules('bash', download.replace('--output speech.mp3', '--output /dev/null'))).toEqual([]);
  });

  it('ask a sample to create or download the local files it reads', () => {
    expect(filesRead({ lang: 'python', code: 'open("receipt.png", "rb")\nopen("out.mp3", "wb")' })).toEqual(['receipt.png']);
    expect(filesRead({ lang: 'bash', code: 'curl -F file=@speech.wav -F model=whisper-1 x' })).toEqual(['speech.wav']);
    expect(filesRead({ lang: 'js', code: "await fs.openAsBlob('speech.wav')" })).toEqual(['speech.wav']);
    expect(rules('python', 'with open("receipt.png", "rb") as f:\n    data = f.read()')).toEqual([
      'reads receipt.png, which the reader does not have: download it first (e.g. `curl -fsSLO https://docs.llmprovider.example/samples/receipt.png`), or write it in the sample',
    ]);
    const downloaded =
      'curl -fsSLO https://docs.llmprovider.example/samples/speech.wav\ncurl https://api.llmprovider.example/v1/audio/transcriptions -F file=@speech.wav';
    expect(filesCreated({ lang: 'bash', code: downloaded })).toContain('speech.wav');
    expect(rules('bash', downloaded)).toEqual([]);
    expect(rules('python', 'urlretrieve("https://docs.llmprovider.example/samples/a.png", "a.png")\nopen("a.png", "rb")')).toEqual([]);
  });

  it('ask file URLs sent to the gateway to be hosted by the docs, and list them for the build', () => {
    const body = '{"messages": [{"role": "user", "content": [{"type": "image_url", "image_url": {"url": "https://upload.wikimedia.org/x/cat.jpg"}}]}]}';
    expect(rules('json', body)).toEqual([
      expect.stringMatching(/^sends https:\/\/upload\.wikimedia\.org\/x\/cat\.jpg to the gateway, a file the docs do not host/),
    ]);
    const hosted = body.replace('https://upload.wikimedia.org/x/cat.jpg', 'https://docs.llmprovider.example/samples/street-sign.png');
    expect(rules('json', hosted)).toEqual([]);
    expect(hostedFilesOf({ lang: 'json', code: hosted }, site)).toEqual(['/samples/street-sign.png']);
    // A URL that is not sent to the gateway (printed, or fetched by the reader) is not the rule's business.
    expect(rules('python', 'print("https://upload.wikimedia.org/x/cat.jpg")')).toEqual([]);
  });

  it('keep the earlier rules: no example.com file sent to the gateway, no endless polling', () => {
    expect(rules('json', '{"url": "https://example.com/a"}')).toEqual([expect.stringMatching(/^sends https:\/\/example\.com\/a to the gateway/)]);
    expect(rules('bash', 'while true; do\n  sleep 5\ndone')).toEqual([expect.stringMatching(/^`while true` loops forever/)]);
  });
});
