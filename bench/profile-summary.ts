import { readFileSync } from 'node:fs';

/**
 * Where a V8 CPU profile (`node --cpu-prof`) spends its time: self time per function and per
 * package or source area, largest first. Usage: npx tsx bench/profile-summary.ts <file.cpuprofile>
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The package (node_modules/<name>) or the source file a URL belongs to. */
function areaOf(url: string): string {
  if (url === '') return '(native / V8)';
  const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (packageMatch) return packageMatch[1]!;
  if (url.startsWith('node:')) return 'node core';
  return url.replace(/^file:\/\/.*\/(apps|packages)\//, '$1/');
}

const file = process.argv[2];
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile>');
const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const selfByFunction = new Map<string, number>();
const selfByArea = new Map<string, number>();
/** Waiting for work is not where time goes: idle samples are left out of the shares. */
const NOT_WORK = new Set(['(idle)', '(program)']);
let total = 0;
let idle = 0;
profile.samples.forEach((id, index) => {
  const node = byId.get(id)!;
  const micros = profile.timeDeltas[index] ?? 0;
  if (NOT_WORK.has(node.callFrame.functionName)) {
    idle += micros;
    return;
  }
  total += micros;
  const { functionName, url, lineNumber } = node.callFrame;
  const name = `${functionName || '(anonymous)'} ${areaOf(url)}:${lineNumber + 1}`;
  selfByFunction.set(name, (selfByFunction.get(name) ?? 0) + micros);
  selfByArea.set(areaOf(url), (selfByArea.get(areaOf(url)) ?? 0) + micros);
});

const top = (entries: Map<string, number>, count: number) =>
  [...entries]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, micros]) => `${((micros / total) * 100).toFixed(1).padStart(5)} %  ${name}`);
console.info(
  `busy ${(total / 1e6).toFixed(1)} s, idle ${(idle / 1e6).toFixed(1)} s; shares of busy time\n\nby area:\n${top(selfByArea, 20).join('\n')}`,
);
console.info(`\nby function (self time):\n${top(selfByFunction, 30).join('\n')}`);
