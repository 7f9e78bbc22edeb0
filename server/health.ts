import type { Dispatcher } from "undici";
import { Router } from "express";

/** `ready`: listening (tenants loaded, build imported); `draining`: SIGTERM came. */
export type HealthState = { ready: boolean; draining: boolean };

const HEALTH_PATHS = ["/health-check", "/es/health-check", "/en/health-check", "/pt/health-check", "/eus/health-check"];
const PROBE_TIMEOUT_MS = 2000;

/**
 * `/health-check` is liveness, `?ready=1` readiness; an unreachable backend is only a "warn", or a bad
 * minute of the shared backend would take every instance out of the balancer at once.
 */
export function healthRouter(options: {
  version: string;
  startedAt: number;
  apiBaseUrl: () => string;
  agent: Dispatcher;
  state: HealthState;
  redis?: { check(): Promise<string> } | null;
}) {
  const router = Router();
  router.get(HEALTH_PATHS, async (req, res) => {
    const body: Record<string, unknown> = {
      status: "pass",
      version: options.version,
      uptime: Math.round((Date.now() - options.startedAt) / 1000),
    };
    let ok = true;
    if (req.query.ready !== undefined && req.query.ready !== "0") {
      const { ready, draining } = options.state;
      ok = ready && !draining;
      const instance = draining ? "draining" : ready ? null : "starting";
      const checks: Record<string, unknown[]> = { "portal:ready": [{ status: ok ? "pass" : "fail", output: instance ?? undefined }] };
      if (!draining) {
        const [backend, redis] = await Promise.all([probe(options.apiBaseUrl(), options.agent), options.redis?.check()]);
        checks["backend:reachable"] = [{ status: backend === "pass" ? "pass" : "warn", output: backend === "pass" ? undefined : backend }];
        if (redis !== undefined)
          checks["redis:reachable"] = [{ status: redis === "pass" ? "pass" : "warn", output: redis === "pass" ? undefined : redis }];
      }
      body.checks = checks;
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
