// `GET /__demo/stats` → `{ "requests": <n> }`: requests answered since the start (not `/__demo/*`), for
// the benchmark. Counted on arrival, so before the answer reaches the client; uncounted if it goes away.
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
