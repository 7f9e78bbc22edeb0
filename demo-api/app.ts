/**
 * Embedded demo API: imitates the backend API with deterministic seed data.
 * Self-contained: imports only node builtins and express.
 *
 * Every request needs `X-Tenant: <token>` (else 401 {"message":"Unauthenticated."});
 * `X-Locale` picks es | en | pt | eus (default es). Answers are `{ "data": ... }`.
 * Latency knob: `X-Demo-Delay-Ms` header or `DEMO_API_DELAY_MS` env (see middleware.ts).
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express, { type ErrorRequestHandler } from "express";
import { artificialDelay, sendError, tenantContext } from "./middleware";
import { cmsRouter } from "./routes/cms";
import { venuesRouter } from "./routes/venues";

export function createDemoApi(): express.Express {
  const app = express();
  app.disable("x-powered-by");

  app.use(artificialDelay);
  app.use(tenantContext);
  app.use(express.json({ limit: "1mb" }));

  app.use(cmsRouter);
  app.use(venuesRouter);

  app.use((_req, res) => sendError(res, 404, "Not found"));

  const onError: ErrorRequestHandler = (err: unknown, _req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    const status =
      typeof err === "object" && err !== null && "status" in err && typeof err.status === "number" ? err.status : 500;
    if (status >= 400 && status < 500) {
      sendError(res, status, status === 400 ? "Bad request." : "Request error.");
      return;
    }
    console.error("[demo-api]", err);
    sendError(res, 500, "Server Error");
  };
  app.use(onError);

  return app;
}

export interface StartDemoApiOptions {
  /** 0 (default) = any free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
}

export interface RunningDemoApi {
  url: string;
  port: number;
  close(): Promise<void>;
}

export function startDemoApi(opts: StartDemoApiOptions = {}): Promise<RunningDemoApi> {
  const host = opts.host ?? "127.0.0.1";
  const app = createDemoApi();

  return new Promise((resolve, reject) => {
    const server: Server = app.listen(opts.port ?? 0, host);
    server.once("error", reject);
    server.once("listening", () => {
      server.off("error", reject);
      const { port } = server.address() as AddressInfo;
      const urlHost = host.includes(":") ? `[${host}]` : host;
      let closing: Promise<void> | undefined;
      resolve({
        url: `http://${urlHost}:${port}`,
        port,
        close() {
          closing ??= new Promise<void>((done, fail) => {
            server.close((err) => (err ? fail(err) : done()));
            server.closeAllConnections();
          });
          return closing;
        },
      });
    });
  });
}
