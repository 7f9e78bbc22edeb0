// Reading Prometheus's text format in tests, and the catalogue of what the portal serves.
import { readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./harness";

type Described = { name: string; type: string; labels: string[] };
export const CATALOGUE = JSON.parse(readFileSync(path.join(ROOT, "deploy/metrics-catalogue.json"), "utf8")) as {
  portal: Described[];
  defaults: Described[];
};

/** Each metric's type and the label names its series carry, from Prometheus's text format. */
export function described(text: string): Map<string, { type: string; labels: Set<string> }> {
  const metrics = new Map<string, { type: string; labels: Set<string> }>();
  let current: { type: string; labels: Set<string> } | undefined;
  for (const line of text.split("\n")) {
    const type = /^# TYPE (\S+) (\S+)$/.exec(line);
    if (type) metrics.set(type[1]!, (current = { type: type[2]!, labels: new Set() }));
    // A series follows its metric's TYPE line; `le` is the histogram's own.
    const labels = /^[a-zA-Z_:][\w:]*\{([^}]*)\}/.exec(line)?.[1];
    for (const pair of labels?.match(/(\w+)="/g) ?? []) if (pair !== 'le="') current?.labels.add(pair.slice(0, -2));
  }
  return metrics;
}

/** The value of one series in Prometheus's text format, 0 when absent. */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text
    .split("\n")
    .find((row) => (row.startsWith(`${name}{`) || row.startsWith(`${name} `) ? wanted.every((pair) => row.includes(pair)) : false));
  return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : 0;
}
