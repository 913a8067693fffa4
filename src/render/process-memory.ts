/**
 * Resident memory of this process's descendants (the browser and its renderers), read from
 * /proc. Playwright's Browser exposes no process handle, and every Chromium process we launch
 * is a child of ours. Linux only; elsewhere it reports 0 and the memory ceiling is not enforced.
 */
import { readdirSync, readFileSync } from 'node:fs';

const PAGE_SIZE = 4096;

/** Resident memory of a process and all its descendants (RSS summed: shared pages count twice). */
export function treeRssBytes(rootPid: number, includeRoot = true): number {
  return sumTree(rootPid, includeRoot, (pid, statRss) => statRss);
}

/**
 * Proportional set size of this process's descendants: shared pages divided among the processes
 * sharing them, so the sum is what the browser really occupies (RSS sums count a renderer's
 * shared libraries once per renderer).
 */
export function descendantsPssBytes(rootPid: number = process.pid): number {
  return sumTree(rootPid, false, (pid) => {
    try {
      const m = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'));
      return m ? Number(m[1]) * 1024 : 0;
    } catch {
      return 0;
    }
  });
}

function sumTree(rootPid: number, includeRoot: boolean, size: (pid: number, statRss: number) => number): number {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((e) => /^\d+$/.test(e));
  } catch {
    return 0;
  }
  const parent = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const e of entries) {
    try {
      const stat = readFileSync(`/proc/${e}/stat`, 'utf8');
      // Fields after the command name (which may contain spaces) start after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parent.set(Number(e), Number(fields[1]));
      rss.set(Number(e), Number(fields[21]) * PAGE_SIZE);
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  for (const [pid, bytes] of rss) {
    if (pid === rootPid) {
      if (includeRoot) total += size(pid, bytes);
      continue;
    }
    for (let p = parent.get(pid), hops = 0; p !== undefined && hops < 64; p = parent.get(p), hops++) {
      if (p === rootPid) {
        total += size(pid, bytes);
        break;
      }
    }
  }
  return total;
}
