// `npm run audit:deps`: the registry's security advisories for the production dependencies (npm audit,
// high and critical fail). Where the registry's advisory endpoint does not answer (these machines reach
// the package registry but its audit endpoint refuses them), it says so plainly and audits nothing.
import { spawnSync } from "node:child_process";

const run = spawnSync("npm", ["audit", "--omit=dev", "--audit-level=high", "--json"], { encoding: "utf8" });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = null;
}
const summary = report?.metadata?.vulnerabilities;
if (!summary) {
  const why =
    /audit endpoint returned an error|ENOTFOUND|ECONNREFUSED|ETIMEDOUT|E\d{3}/.exec(`${run.stdout}\n${run.stderr}`)?.[0] ?? "no report";
  console.log(`audit:deps: NOT AUDITED: the registry's advisory endpoint did not answer (${why}); run it where it does.`);
  process.exit(0);
}
const counts = Object.entries(summary)
  .filter(([level]) => level !== "total")
  .map(([level, count]) => `${count} ${level}`)
  .join(", ");
console.log(`audit:deps: production dependencies audited: ${counts}`);
for (const [name, finding] of Object.entries(report.vulnerabilities ?? {})) {
  console.log(`- ${name} (${finding.severity}): ${finding.range}${finding.fixAvailable ? ", a fix is available" : ""}`);
}
process.exit(summary.high + summary.critical > 0 ? 1 : 0);
