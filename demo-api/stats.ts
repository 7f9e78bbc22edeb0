/**
 * `GET /__demo/stats` → `{ "requests": <n> }`: how many requests this demo API instance has
 * answered since it started (every path but `/__demo/*`, whatever the status). The benchmark
 * reads it before and after a page view to count the portal's backend calls.
 *
 * A request is counted when it arrives (so that it is always counted before its answer reaches
 * the client) and uncounted if the client goes away before it is answered (e.g. during an
 * artificial delay).
 */
import { Router, type RequestHandler } from "express";
import { sendError } from "./middleware";

export const DEMO_PREFIX = "/__demo";

export interface RequestStats {
  /** Counts every request outside `/__demo`. Mount first. */
  counter: RequestHandler;
  /** `/__demo/*`: needs no tenant. Mount before the tenant middleware. */
  router: Router;
  readonly requests: number;
}

function isDemoPath(path: string): boolean {
  const lower = path.toLowerCase();
  return lower === DEMO_PREFIX || lower.startsWith(`${DEMO_PREFIX}/`);
}

export function createRequestStats(): RequestStats {
  let requests = 0;

  const counter: RequestHandler = (req, res, next) => {
    if (isDemoPath(req.path)) {
      next();
      return;
    }
    requests += 1;
    res.once("close", () => {
      if (!res.writableFinished) requests -= 1;
    });
    next();
  };

  const router = Router();
  router.get(`${DEMO_PREFIX}/stats`, (_req, res) => {
    res.set("cache-control", "no-store").json({ requests });
  });
  router.use(DEMO_PREFIX, (_req, res) => sendError(res, 404, "Not found"));

  return {
    counter,
    router,
    get requests() {
      return requests;
    },
  };
}
