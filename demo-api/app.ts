/**
 * Embedded demo API: imitates the backend API with deterministic seed data.
 * Self-contained: imports only node builtins, express and @fastify/busboy (multipart).
 *
 * Every request needs `X-Tenant: <token>` (else 401 {"message":"Unauthenticated."});
 * `X-Locale` picks es | en | pt | eus (default es). Answers are `{ "data": ... }`.
 * Latency knob: `X-Demo-Delay-Ms` header or `DEMO_API_DELAY_MS` env (see middleware.ts).
 * `GET /__demo/stats` (no tenant): how many requests were answered (see stats.ts).
 * `GET /__demo/mailbox?to=ADDRESS` (no tenant): e-mails the demo "sent" (see routes/customer.ts).
 * `GET /__demo/contact-messages` (no tenant): contact messages received (see routes/contact.ts).
 * `POST /__demo/forum/login`, `GET /__demo/forum/logins` (no tenant): the demo forum, Mecenazgo
 * Demo's, and the logins it received (see routes/forum.ts).
 *
 * Customer (routes/customer.ts, in-memory state in customers.ts, rebuilt on every start and by
 * `resetDemoState()`): /customer/login, /customer/two-factor-auth, /customer/login-sso/{token},
 * /customer/logout, GET|POST /customer, /customer/genres, /customer/signup, /customer/validate,
 * /customer/reset-password-request, /customer/reset-password, /customer/change-password,
 * /customer/register-sso-extra-fields, /customer/invitation-register|invitation-signup.
 * Bearer auth; a missing, unknown or expired token → 403 {"message":"Forbidden"}.
 * Private area (routes/profile.ts): /customer/structure, /customer/extra,
 * /customer/save-personal-information-extra, /customer/profile, /customer/types,
 * /customer/general-data, POST /custom-form/{id}/upload-files (multipart, a section's files
 * checked by size and first bytes; metadata kept, not the bytes), /customer/change-email,
 * /customer/unsubscribe (and /customer/unsuscribe).
 *
 * Registration form (routes/registration.ts): GET /custom-form/register, POST
 * /customer/signup-register-data, POST /custom-form/external-register, GET /__demo/registrations.
 *
 * Contact (routes/contact.ts): GET /custom-form/contact, POST /contact/{formUuid} (multipart, the
 * file streamed and hashed, not kept).
 *
 * Customer records (routes/records.ts, state in records.ts): /customer/conferences,
 * /orders/customer, /orders/customer/registration, DELETE /customer/discard-pending-registration/{uuid},
 * /customer/print-accreditation[/{id}], /customer/print-certificate[/{id}] (demo-only id `big`: a
 * 50 MiB PDF streamed on the fly), /customer/donation-certificates?year=&start=,
 * /customer/print-donation-certificate/{year}/{recipientCif}. Files are small real PDFs; "no file"
 * answers are JSON inside the binary answer.
 *
 * Private area's summary counts (routes/customer-index.ts): GET /customer/customer-index-info?tabs=.
 *
 * Taking part (routes/participation.ts, state in records.ts and participation.ts, shapes of
 * app/backend/participation.schemas.ts): POST /conferences/{id}/register|unregister,
 * /conferences/{id}/questions[/pending|/voted|/vote|/{questionId}/validate|/reject],
 * /conferences/{id}/chat-channel, /conferences/{id}/get-last-messages,
 * POST /conferences/{slug}/new-message|accept-message|delete-message,
 * /conferences/{id}/custom-form[/completed]. `DEMO_CHAT_MIN_DELAY_MS` (default 5000): the least
 * time between one customer's chat messages. `GET /__demo/survey-answers?tenant=TOKEN` (no tenant
 * header): the survey answers received.
 *
 * Shop and payment (routes/shop.ts, state in shop.ts and records.ts, shapes of
 * app/backend/shop.schemas.ts): /tickets, /payment-types[?ticketId=], POST
 * /payment/create-checkout-session (`Idempotency-Key`), POST /confirm-payment, /orders/{id},
 * /conferences/{id}/registrable/{registrableId}/payment-types|confirm-payment. The payment provider's
 * pages (routes/pay.ts, no tenant): /__demo/pay/{session} (card), /__demo/qr/{session} (QR).
 * `GET /__demo/orders?tenant=TOKEN` (no tenant header): every order of the tenant.
 *
 * Crowdfunding (routes/crowdfunding.ts, state in crowdfunding.ts, shop.ts and records.ts, shapes of
 * app/backend/crowdfunding.schemas.ts): /conferences/{id}/crowdfunding[/{cid}],
 * /conferences/{id}/crowdfunding/{cid}/comments, /conferences/{id}/crowdfunding/{cid}/reward-payment|
 * free-payment (`Idempotency-Key`, the shop's sessions and provider pages),
 * /conferences/{id}/crowdfunding/active-campaign-tracking, /payment-types?crowdfundingId=,
 * /customer/contributions, /customer/tracked-campaigns.
 *
 * Networking (routes/networking.ts, state in networking.ts, seed in seed/networking.ts, shapes of
 * app/backend/networking.schemas.ts): /networking/conferences, /networking/customer/extra-networking,
 * /networking/acceptance, /networking/customer/enable-networking, /networking/unsubscribe,
 * /networking/custom-form[/completed], /networking/customers, /networking/events[/blocks|
 * /registrations|/received|/sent|/{id}|/{id}/register|/{id}/unregister|/{id}/registrations/validated],
 * /networking/events/{eventId}/registration/{registrationId}/validate|reject|cancel. Every call
 * carries `X-Networking-Conference` (required for networkingType 2). `GET
 * /__demo/networking?tenant=TOKEN` (no tenant header): the requests and the header each call received.
 *
 * Catalogue (routes/*, shapes of app/backend/catalogue.schemas.ts, built in catalogue.ts):
 *   /schedule?venue_id=&tag=, /schedule/splits?venue_id=, /venues, /tags, /agenda/tags,
 *   /rooms?venue_id=, /tracks/{id}, /topics,
 *   /conferences/all?venue_id=&tag=, /conferences/featured, /conferences/next,
 *   /conferences/tags, /conferences/{slug}?venue_id=, /conferences/{slug}/details?venue_id=,
 *   /conferences/{id}/speakers, /conferences/{id}/rooms-seating,
 *   /conferences/speakers?tag=, /conferences/speakers/tags, /conferences/speakers/{id},
 *   /sponsors?tag=&category=, /sponsors/tags, /sponsors/category, /sponsors/{id},
 *   /blog/posts?page=&tag= (paginated, 6 per page), /blog/posts/tags, /blog/posts/featured,
 *   /blog/posts/homePage, /blog/posts/{slug},
 *   /cms/navigation-menu/header, /cms/navigation-menu/footer, /cms/pages/{page}.
 * Unknown slug or id → 404 {"message":"Not found"}. Time-dependent answers use the fixed
 * DEMO_NOW (2027-03-09T00:00:00+01:00, catalogue.ts).
 */
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
