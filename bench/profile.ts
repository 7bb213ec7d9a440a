/**
 * A short reading of a V8 .cpuprofile (written by the server child under --cpu-prof): self time per function, in
 * percent of the non-idle time.
 */
import { readFileSync } from 'node:fs';
import type { ProfileLine } from './report';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Shortens file:///…/node_modules/pkg/x.js to pkg/x.js and repository paths to their tail. */
function shortLocation(url: string, line: number): string {
  if (!url) return '';
  const path = url.replace(/^file:\/\//, '');
  const inModules = path.lastIndexOf('/node_modules/');
  const short =
    inModules >= 0 ? path.slice(inModules + '/node_modules/'.length) : path.replace(/^.*\/main\//, '');
  return `${short}:${line + 1}`;
}

/** Where a location belongs: an npm package, node's internals, V8 itself, or our own source. */
function owner(location: string): string {
  if (!location) return '(native / V8)';
  if (location.startsWith('node:')) return 'node internals';
  if (location.startsWith('wasm://')) return 'WebAssembly (PGlite)';
  const parts = location.split('/');
  if (!location.startsWith('apps/') && !location.startsWith('packages/') && !location.startsWith('bench/'))
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  return parts.slice(0, 2).join('/');
}

export interface ProfileSummary {
  top: ProfileLine[];
  owners: { owner: string; self_pct: number }[];
}

export function summarizeProfile(file: string, limit = 25): ProfileSummary {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMicros = new Map<string, { micros: number; fn: string; location: string }>();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    const node = byId.get(id);
    // Idle time says nothing about where the work goes; the server sat idle during setup and between rows.
    if (!node || node.callFrame.functionName === '(idle)') return;
    total += delta;
    const fn = node.callFrame.functionName || '(anonymous)';
    const location = shortLocation(node.callFrame.url, node.callFrame.lineNumber);
    const key = `${fn}@${location}`;
    const entry = selfMicros.get(key) ?? { micros: 0, fn, location };
    entry.micros += delta;
    selfMicros.set(key, entry);
  });
  const pct = (micros: number) => (total ? (micros / total) * 100 : 0);
  const entries = [...selfMicros.values()].sort((a, b) => b.micros - a.micros);
  const owners = new Map<string, number>();
  for (const entry of entries) {
    const name = owner(entry.location);
    owners.set(name, (owners.get(name) ?? 0) + entry.micros);
  }
  return {
    top: entries.slice(0, limit).map((entry) => ({
      self_ms: entry.micros / 1000,
      self_pct: pct(entry.micros),
      function: entry.fn,
      location: entry.location,
    })),
    owners: [...owners.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15)
      .map(([name, micros]) => ({ owner: name, self_pct: pct(micros) })),
  };
}
