// CPU time of process groups, read from /proc (Linux): what the scale bench prints so a run on a
// small machine shows where its cores went (servers, PostgreSQL, proxy, load generator, anything
// else running at the time).
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** Kernel clock ticks per second (USER_HZ): 100 on every Linux Node supports. */
const TICKS_PER_SECOND = 100;

export const CORES = availableParallelism();

/**
 * Seconds of CPU a process used so far: its own user and system time, and with `children` also
 * the time of its children it has already waited for (how PostgreSQL's postmaster accounts for
 * backends that ended). Null when the process is gone.
 */
export function processCpuSeconds(pid, { children = false } = {}) {
  const fields = statFields(pid);
  if (!fields) return null;
  // Fields after "(comm)": state is 3, utime 14, stime 15, cutime 16, cstime 17 (1-based, proc(5)).
  const at = (n) => Number(fields[n - 3]);
  const ticks = at(14) + at(15) + (children ? at(16) + at(17) : 0);
  return ticks / TICKS_PER_SECOND;
}

function statFields(pid) {
  let text;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name may hold spaces and parentheses: the fields start after the last ')'.
  return text.slice(text.lastIndexOf(')') + 2).split(' ');
}

/** The parent pid of a process, or null when it is gone. */
function parentPid(pid) {
  const fields = statFields(pid);
  return fields ? Number(fields[1]) : null;
}

/** Pids of the live children of `pid`. */
function childPids(pid) {
  const children = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    if (parentPid(entry) === pid) children.push(Number(entry));
  }
  return children;
}

/**
 * CPU seconds of a whole process tree rooted at `pid` (PostgreSQL: the postmaster and its
 * backends and workers). Children that already ended count through the root's cutime/cstime,
 * live ones through their own time, so connections opening and closing between two samples are
 * neither lost nor counted twice.
 */
export function treeCpuSeconds(pid) {
  const root = processCpuSeconds(pid, { children: true });
  if (root === null) return null;
  return childPids(pid).reduce((sum, child) => sum + (processCpuSeconds(child, { children: true }) ?? 0), root);
}

/** CPU seconds the whole machine spent busy (every core, every process), from /proc/stat. */
export function machineBusySeconds() {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0];
  // cpu user nice system idle iowait irq softirq steal …
  const [user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
  return (user + nice + system + irq + softirq + steal) / TICKS_PER_SECOND;
}

/** This process's CPU seconds (user and system). */
export function ownCpuSeconds() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}
