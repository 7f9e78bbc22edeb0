// The embedded demo API: an Express app that imitates the backend with deterministic seed data.
// Its calls, by area, and the demo data they start from: ./API.md.
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express, { type ErrorRequestHandler } from "express";
import { artificialDelay, sendError, tenantContext } from "./middleware";
import { blogRouter } from "./routes/blog";
import { cmsRouter } from "./routes/cms";
import { contactRouter, demoContactRouter, resetContactMessages } from "./routes/contact";
import { crowdfundingRouter } from "./routes/crowdfunding";
import { customerRouter, demoMailboxRouter } from "./routes/customer";
import { customerIndexRouter } from "./routes/customer-index";
import { demoForumRouter, resetForumLogins } from "./routes/forum";
import { demoNetworkingRouter, networkingRouter } from "./routes/networking";
import { demoSurveyRouter, participationRouter } from "./routes/participation";
import { payPagesRouter } from "./routes/pay";
import { profileRouter } from "./routes/profile";
import { recordsRouter } from "./routes/records";
import { demoRegistrationRouter, registrationRouter } from "./routes/registration";
import { conferencesRouter } from "./routes/conferences";
import { scheduleRouter } from "./routes/schedule";
import { demoOrdersRouter, shopRouter } from "./routes/shop";
import { speakersRouter } from "./routes/speakers";
import { sponsorsRouter } from "./routes/sponsors";
import { venuesRouter } from "./routes/venues";
import { resetDemoState } from "./customers";
import { createRequestStats } from "./stats";

export { resetDemoState } from "./customers";

export function createDemoApi(): express.Express {
  const app = express();
  app.disable("x-powered-by");
  // Customer state is per process: every start begins from the fixed demo accounts.
  resetDemoState();
  resetContactMessages();
  resetForumLogins();

  const stats = createRequestStats();
  app.use(stats.counter);
  // Before stats.router, whose `/__demo/*` fallback answers 404.
  app.use(demoMailboxRouter);
  app.use(demoContactRouter);
  app.use(demoForumRouter);
  app.use(demoSurveyRouter);
  app.use(demoRegistrationRouter);
  app.use(demoOrdersRouter);
  app.use(demoNetworkingRouter);
  app.use(payPagesRouter);
  app.use(stats.router);

  app.use(artificialDelay);
  app.use(tenantContext);
  app.use(express.json({ limit: "1mb" }));

  app.use(cmsRouter);
  app.use(venuesRouter);
  app.use(scheduleRouter);
  // Before conferencesRouter: `/conferences/speakers` is not `/conferences/{slug}`.
  app.use(speakersRouter);
  app.use(conferencesRouter);
  app.use(participationRouter);
  app.use(sponsorsRouter);
  app.use(blogRouter);
  app.use(customerRouter);
  app.use(profileRouter);
  app.use(contactRouter);
  app.use(registrationRouter);
  app.use(recordsRouter);
  app.use(customerIndexRouter);
  app.use(shopRouter);
  app.use(crowdfundingRouter);
  app.use(networkingRouter);

  app.use((_req, res) => sendError(res, 404, "Not found"));

  const onError: ErrorRequestHandler = (err: unknown, _req, res, next) => {
    if (res.headersSent) {
      next(err);
      return;
    }
    const status = typeof err === "object" && err !== null && "status" in err && typeof err.status === "number" ? err.status : 500;
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
