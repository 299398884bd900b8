// The JavaScript the first screen waits for: the module scripts dist/index.html loads and
// every chunk they import statically (dynamic import() and workers load later, so they are
// not counted), each gzipped. Run after `npx vite build`:
//   node scripts/first-screen-size.mjs [--max KB]
// With --max it exits 1 when the total is over KB kilobytes gzipped.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const html = join(dist, 'index.html');
if (!existsSync(html)) {
  console.error(`first-screen-size: ${html} not found; run npx vite build first`);
  process.exit(2);
}

// "/assets/x.js" in the page and "./y.js" inside a chunk, both as paths under dist/
const entries = [...readFileSync(html, 'utf8').matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g)].map((m) =>
  posix.normalize(m[1].replace(/^\//, '')),
);
// a static import or re-export: `import x from"./a.js"`, `import"./a.js"`, `export*from"./a.js"`;
// `import("./a.js")` is dynamic and does not match (a quote must follow `import` or `from`)
const STATIC_IMPORT = /\b(?:import|from)\s*["']([^"']+\.js)["']/g;

const seen = new Map();
const queue = [...entries];
while (queue.length > 0) {
  const file = queue.shift();
  if (seen.has(file)) continue;
  const code = readFileSync(join(dist, file));
  seen.set(file, gzipSync(code, { level: 9 }).length);
  for (const m of code.toString('utf8').matchAll(STATIC_IMPORT)) {
    if (m[1].startsWith('.')) queue.push(posix.normalize(posix.join(posix.dirname(file), m[1])));
  }
}

const kb = (bytes) => (bytes / 1000).toFixed(1);
let total = 0;
for (const [file, size] of seen) {
  total += size;
  console.log(`${kb(size).padStart(7)} kB  ${file}`);
}
console.log(`${kb(total).padStart(7)} kB  gzipped in all, ${seen.size} file${seen.size === 1 ? '' : 's'} before first paint`);

const maxAt = process.argv.indexOf('--max');
if (maxAt >= 0) {
  const max = Number(process.argv[maxAt + 1]);
  if (!Number.isFinite(max)) {
    console.error('first-screen-size: --max needs a number of kilobytes');
    process.exit(2);
  }
  if (total > max * 1000) {
    console.error(`first-screen-size: ${kb(total)} kB is over the ${max} kB budget`);
    process.exit(1);
  }
}
