// The demo forum: plays the external forum whose login the portal calls after a login (spec doc 2,
// "Forum"); not the backend: no `X-Tenant`, no `{data}` envelope. The calls: ../API.md.
import { createHash, randomBytes } from "node:crypto";
import express, { Router } from "express";
import { checkCredentials, tenantCustomers } from "../customers";
import { sendError } from "../middleware";
import { mecenazgo } from "../seed/mecenazgo";
import { DEMO_PREFIX } from "../stats";

/** The tenant whose accounts the demo forum knows. */
const FORUM_TENANT_TOKEN = mecenazgo.token;
const FORUM_LOGIN_PATH = `${DEMO_PREFIX}/forum/login`;
const KEEP = 200;

interface ForumLogin {
  username: string | null;
  password_sha256: string | null;
  status: number;
  /** The sid given, or null for a refused attempt. */
  sid: string | null;
  content_type: string | null;
  tenant_header: boolean;
  authorization_header: boolean;
  received_at: string;
}

let logins: ForumLogin[] = [];

export function resetForumLogins(): void {
  logins = [];
}

function text(value: unknown): string | null {
  return typeof value === "string" && value !== "" ? value : null;
}

export const demoForumRouter = Router();

demoForumRouter.post(
  FORUM_LOGIN_PATH,
  express.json({ limit: "16kb" }),
  express.urlencoded({ extended: false, limit: "16kb" }),
  (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const username = text(body.username);
    const password = text(body.password);
    let status = 200;
    let sid: string | null = null;
    if (username === null || password === null) status = 422;
    else if (!checkCredentials(tenantCustomers(FORUM_TENANT_TOKEN), username, password)) status = 401;
    else sid = randomBytes(24).toString("hex");

    logins.push({
      username,
      password_sha256: password === null ? null : createHash("sha256").update(password).digest("hex"),
      status,
      sid,
      content_type: req.get("content-type") ?? null,
      tenant_header: req.get("x-tenant") !== undefined,
      authorization_header: req.get("authorization") !== undefined,
      received_at: new Date().toISOString(),
    });
    if (logins.length > KEEP) logins = logins.slice(-KEEP);

    res.set("cache-control", "no-store");
    if (status === 422) return sendError(res, 422, "The username and password fields are required.");
    if (status === 401) return sendError(res, 401, "Wrong username or password.");
    res.json({ sid });
  },
);

demoForumRouter.get(`${DEMO_PREFIX}/forum/logins`, (_req, res) => {
  res.set("cache-control", "no-store");
  res.json({ data: logins });
});
