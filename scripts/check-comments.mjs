// Part of `npm run lint`: comment lines (`//`, `/* … */`) stay at most COMMENT_MAX_PERCENT (8) of the non-blank
// source lines in each source folder, and a file's opening comment at most three lines. `--top 20` lists the files with the most.
import fs from "node:fs";
import path from "node:path";

const ROOTS = ["app", "server", "server.ts", "demo-api", "scripts", "tests"];
const SOURCE = /\.(ts|tsx|js|mjs)$/;
const SKIP = new Set(["node_modules", "build"]);
const max = Number(process.env.COMMENT_MAX_PERCENT ?? 8);
const HEADER_MAX_LINES = 3;
const top = process.argv.includes("--top") ? Number(process.argv[process.argv.indexOf("--top") + 1]) : 0;

function files(entry) {
  if (!fs.statSync(entry).isDirectory()) return SOURCE.test(entry) ? [entry] : [];
  return fs.readdirSync(entry, { withFileTypes: true }).flatMap((item) => (SKIP.has(item.name) ? [] : files(path.join(entry, item.name))));
}

function count(file) {
  let lines = 0;
  let comments = 0;
  let header = 0;
  let inHeader = true;
  let inBlock = false;
  for (const raw of fs.readFileSync(file, "utf8").split("\n")) {
    const line = raw.trim();
    if (line.startsWith("#!")) continue;
    if (!line) {
      inHeader &&= header === 0;
      continue;
    }
    inHeader &&= inBlock || line.startsWith("//") || line.startsWith("/*");
    if (inHeader) header++;
    lines++;
    if (inBlock) {
      comments++;
      inBlock = !line.includes("*/");
    } else if (line.startsWith("//")) comments++;
    else if (line.startsWith("/*")) {
      comments++;
      inBlock = !line.includes("*/");
    }
  }
  return { file, lines, comments, header };
}

let failed = false;
const all = [];
for (const root of ROOTS.filter((entry) => fs.existsSync(entry))) {
  const counted = files(root).map(count);
  all.push(...counted);
  const lines = counted.reduce((sum, item) => sum + item.lines, 0);
  const comments = counted.reduce((sum, item) => sum + item.comments, 0);
  const percent = (100 * comments) / Math.max(lines, 1);
  const over = percent > max;
  failed ||= over;
  console.log(`${over ? "✗" : "✓"} ${root}: ${comments} comment lines of ${lines} (${percent.toFixed(1)} %, at most ${max} %)`);
}
for (const item of all.filter((entry) => entry.header > HEADER_MAX_LINES)) {
  failed = true;
  console.log(`✗ ${item.file}: its opening comment has ${item.header} lines (at most ${HEADER_MAX_LINES})`);
}
for (const item of all.sort((a, b) => b.comments - a.comments).slice(0, top))
  console.log(`  ${item.comments} of ${item.lines} ${item.file}`);
if (failed) process.exitCode = 1;
