/**
 * Runs a command and measures it: wall time, and peak resident memory of the whole process tree
 * (the command and every worker it forks), sampled from /proc every 250 ms. Also starts long-lived
 * commands (dev servers) the same way, and ends them with every process they started.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const PAGE = 4096;

/** pid → [child pids], and pid → process group, from /proc. */
function processTable() {
  const children = new Map();
  const groups = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after "(comm)": state, ppid, pgrp, ...
      const [, ppid, pgrp] = stat
        .slice(stat.lastIndexOf(')') + 2)
        .split(' ')
        .map(Number);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
      groups.set(Number(entry), pgrp);
    } catch {
      // The process ended while we looked.
    }
  }
  return { children, groups };
}

/** The process and all its descendants. */
function descendants(rootPid, children = processTable().children) {
  const pids = [];
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.pop();
    pids.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return pids;
}

function treeRss(rootPid) {
  let rss = 0;
  for (const pid of descendants(rootPid)) {
    try {
      rss += Number(fs.readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE;
    } catch {
      // Gone.
    }
  }
  return rss;
}

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Ends a process and everything it started: every process group found in its tree (the command
 * runs in a group of its own, and a child may have made another) gets SIGTERM, then whatever is
 * left gets SIGKILL. Processes already orphaned (re-parented to init) are still reached through
 * their group.
 */
export async function killTree(rootPid, { graceMs = 5000 } = {}) {
  const { children, groups } = processTable();
  const pids = new Set(descendants(rootPid, children));
  const own = groups.get(process.pid); // never signal our own group
  // The command was started with `detached`, so its group id is its pid, even once it has exited.
  const pgids = new Set([rootPid, ...[...pids].map((pid) => groups.get(pid))].filter((g) => g && g !== own && g !== 1));
  // Orphans of those groups that are no longer below rootPid.
  for (const [pid, g] of groups) if (pgids.has(g)) pids.add(pid);
  const signal = (sig) => {
    for (const g of pgids) {
      try {
        process.kill(-g, sig);
      } catch {
        // Group already empty.
      }
    }
    for (const pid of pids) {
      try {
        process.kill(pid, sig);
      } catch {
        // Gone.
      }
    }
  };
  signal('SIGTERM');
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline && [...pids].some(alive)) await sleep(100);
  if ([...pids].some(alive)) signal('SIGKILL');
  while ([...pids].some(alive)) await sleep(100);
}

const started = new Set();

/** Ends every command startMeasured started that is still running (for an interrupted run). */
export async function killAllStarted() {
  await Promise.all([...started].map((s) => s.kill()));
}

/**
 * Starts a long-running command in a process group of its own and samples the peak memory of its
 * tree until stop() is called. Output is kept (last 4,000 characters) and passed to onOutput.
 * With `ci: false` the command runs without CI=true, as on an author's machine (dev servers).
 */
export function startMeasured(command, args, { cwd, env = {}, onOutput, ci = true } = {}) {
  const startedAt = process.hrtime.bigint();
  const baseEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' };
  if (ci) baseEnv.CI = 'true';
  else delete baseEnv.CI;
  const child = spawn(command, args, {
    cwd,
    detached: true,
    env: { ...baseEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let peak = 0;
  let tail = '';
  let exit = null;
  const keep = (d) => {
    tail = (tail + d).slice(-4000);
    onOutput?.(String(d));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.on('error', (error) => keep(`\n${error.message}\n`));
  child.on('exit', (code, sig) => (exit = { code, signal: sig }));
  const sample = () => (peak = Math.max(peak, treeRss(child.pid)));
  let timer = setInterval(sample, 250);
  const stopSampling = () => {
    if (timer) sample();
    clearInterval(timer);
    timer = null;
  };
  const handle = {
    pid: child.pid,
    seconds: () => Number(process.hrtime.bigint() - startedAt) / 1e9,
    peakMB: () => peak / (1024 * 1024),
    tail: () => tail,
    exited: () => exit,
    stopSampling,
    /** Stops sampling and ends the whole tree. */
    async kill() {
      stopSampling();
      started.delete(handle);
      if (child.pid) await killTree(child.pid);
    },
  };
  started.add(handle);
  return handle;
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
