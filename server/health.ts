import type { Dispatcher } from "undici";
import { Router } from "express";

export type HealthState = { draining: boolean };

const HEALTH_PATHS = ["/health-check", "/es/health-check", "/en/health-check", "/pt/health-check", "/eus/health-check"];
const PROBE_TIMEOUT_MS = 2000;

/**
 * `/health-check` answers without touching the backend (liveness); `?ready=1` also checks the
 * backend answers at all (any HTTP status counts) and fails while the server drains.
 */
export function healthRouter(options: { version: string; startedAt: number; apiBaseUrl: () => string; agent: Dispatcher; state: HealthState }) {
  const router = Router();
  router.get(HEALTH_PATHS, async (req, res) => {
    const body: Record<string, unknown> = {
      status: "pass",
      version: options.version,
      uptime: Math.round((Date.now() - options.startedAt) / 1000),
    };
    let ok = true;
    if (req.query.ready !== undefined && req.query.ready !== "0") {
      const backend = options.state.draining ? "draining" : await probe(options.apiBaseUrl(), options.agent);
      body.checks = { backend: [{ status: backend === "pass" ? "pass" : "fail", output: backend === "pass" ? undefined : backend }] };
      ok = backend === "pass";
    }
    if (!ok) body.status = "fail";
    res
      .status(ok ? 200 : 503)
      .set("Cache-Control", "no-store")
      .type("application/health+json")
      .send(JSON.stringify(body));
  });
  return router;
}

async function probe(baseUrl: string, agent: Dispatcher): Promise<string> {
  try {
    const url = new URL(baseUrl + "/");
    const response = await agent.request({
      origin: url.origin,
      path: url.pathname,
      method: "GET",
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    await response.body.dump();
    return "pass";
  } catch (error) {
    const err = error as { code?: string; name?: string };
    return `backend unreachable (${err.code ?? err.name ?? "error"})`;
  }
}
