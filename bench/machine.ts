/**
 * Where the machine's CPU goes during a row: all cores together (os.cpus) and, on Linux, the PostgreSQL server
 * processes (/proc). Whatever is neither server, load generator nor PostgreSQL is "other": on a shared two-core
 * box that column says when another job disturbed the measurement.
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/** Clock ticks per second of /proc/<pid>/stat times; 100 on every common Linux build. */
const CLOCK_TICKS = 100;
/** Bounds the /proc walk. */
const MAX_PROCESSES = 10_000;

export interface MachineSample {
  busyMs: number;
  totalMs: number;
  /** CPU milliseconds used so far by processes named postgres; null where /proc is not readable */
  postgresMs: number | null;
  at: number;
}

function postgresCpuMs(): number | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  let ticks = 0;
  let seen = 0;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    if (++seen > MAX_PROCESSES) break;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    const open = stat.indexOf('(');
    const close = stat.lastIndexOf(')');
    if (stat.slice(open + 1, close) !== 'postgres') continue;
    // After "pid (comm) ": state ppid pgrp session tty_nr tpgid flags minflt cminflt majflt cmajflt utime stime
    const fields = stat.slice(close + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return (ticks / CLOCK_TICKS) * 1000;
}

/** CPU milliseconds used so far by process `root` and every live descendant (e.g. a cluster's primary and workers). */
export function processTreeCpuMs(root: number): number {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return 0;
  }
  const parent = new Map<number, number>();
  const ms = new Map<number, number>();
  for (const entry of entries.slice(0, MAX_PROCESSES)) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue;
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    parent.set(Number(entry), Number(fields[1]));
    ms.set(Number(entry), ((Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS) * 1000);
  }
  const inTree = (pid: number): boolean => {
    for (let at = pid, hops = 0; at > 1 && hops < 64; at = parent.get(at) ?? 0, hops += 1)
      if (at === root) return true;
    return false;
  };
  let total = 0;
  for (const [pid, used] of ms) if (inTree(pid)) total += used;
  return total;
}

export function machineSample(): MachineSample {
  let busyMs = 0;
  let totalMs = 0;
  for (const cpu of os.cpus()) {
    const { user, nice, sys, idle, irq } = cpu.times;
    busyMs += user + nice + sys + irq;
    totalMs += user + nice + sys + idle + irq;
  }
  return { busyMs, totalMs, postgresMs: postgresCpuMs(), at: Date.now() };
}

export interface MachineUse {
  /** busy share of the whole machine, percent of all cores together */
  machinePct: number;
  /** the same busy time in percent of one core, comparable with per-process figures */
  busyCorePct: number;
  /** PostgreSQL processes, percent of one core; null where unknown */
  postgresPct: number | null;
}

export function machineUse(before: MachineSample, after: MachineSample): MachineUse {
  const wallMs = after.at - before.at;
  const cores = os.cpus().length || 1;
  const total = after.totalMs - before.totalMs;
  const busy = after.busyMs - before.busyMs;
  const machinePct = total > 0 ? (busy / total) * 100 : 0;
  return {
    machinePct,
    busyCorePct: machinePct * cores,
    postgresPct:
      before.postgresMs === null || after.postgresMs === null || wallMs <= 0
        ? null
        : Math.max(0, ((after.postgresMs - before.postgresMs) / wallMs) * 100),
  };
}

/** The machine's busy share over `ms` milliseconds, before anything of the bench runs. */
export async function busyPercentOver(ms: number): Promise<number> {
  const before = machineSample();
  await new Promise((resolve) => setTimeout(resolve, ms));
  return machineUse(before, machineSample()).machinePct;
}
