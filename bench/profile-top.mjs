// Prints the functions with the most self time in a V8 .cpuprofile (from `--profile`), grouped by file.
// Usage: node bench/profile-top.mjs <file.cpuprofile> [count]
import { readFileSync } from 'node:fs';

const profile = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const count = Number(process.argv[3] ?? 30);
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = profile.timeDeltas;
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0)));
const total = [...self.values()].reduce((a, b) => a + b, 0);
const byFn = new Map();
const byFile = new Map();
for (const [id, us] of self) {
  const { callFrame } = byId.get(id);
  const file =
    callFrame.url.replace(/^.*node_modules\//, 'nm/').replace(/^file:\/\/\/work\/main\//, '') || '(native)';
  const key = `${callFrame.functionName || '(anonymous)'} ${file}:${callFrame.lineNumber + 1}`;
  byFn.set(key, (byFn.get(key) ?? 0) + us);
  const pkg = file.startsWith('nm/')
    ? file
        .split('/')
        .slice(0, file.split('/')[1].startsWith('@') ? 3 : 2)
        .join('/')
    : file;
  byFile.set(pkg, (byFile.get(pkg) ?? 0) + us);
}
const show = (map) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .forEach(([k, us]) =>
      console.log(
        `${((us / total) * 100).toFixed(1).padStart(5)}%  ${(us / 1000).toFixed(0).padStart(6)} ms  ${k}`,
      ),
    );
console.log(`total ${(total / 1000).toFixed(0)} ms\n-- by package/file`);
show(byFile);
console.log('-- by function');
show(byFn);
