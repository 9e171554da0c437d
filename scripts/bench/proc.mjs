/**
 * Runs a command and measures it: wall time, and peak resident memory of the whole process tree
 * (the command and every worker it forks), sampled from /proc every 250 ms.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const PAGE = 4096;

function treeRss(rootPid) {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after "(comm)": state, ppid, ...
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  let rss = 0;
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.pop();
    try {
      rss += Number(fs.readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE;
    } catch {
      // Gone.
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return rss;
}

/** @returns {Promise<{seconds: number, peakMB: number, code: number, tail: string}>} */
export function measureRun(command, args, { cwd, env = {} } = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, { cwd, env: { ...process.env, CI: 'true', GATSBY_TELEMETRY_DISABLED: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let peak = 0;
    let tail = '';
    const keep = (d) => {
      tail = (tail + d).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setInterval(() => {
      peak = Math.max(peak, treeRss(child.pid));
    }, 250);
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(timer);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      resolve({ seconds, peakMB: peak / (1024 * 1024), code: code ?? 1, tail });
    });
  });
}
