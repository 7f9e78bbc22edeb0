/** Small helpers shared by the catalogue routes. */
import type { Request, Response } from "express";
import { CatalogueView } from "../catalogue";
import { tenantCustomers } from "../customers";
import { getContext, sendError } from "../middleware";
import { seatDeltaOf } from "../records";

/** The catalogue of the request's tenant, in the request's locale; seating counts registrations. */
export function catalogue(res: Response): CatalogueView {
  const { tenant, locale } = getContext(res);
  return new CatalogueView(tenant, locale, seatDeltaOf(tenantCustomers(tenant.token)));
}

/** Laravel's 404 for an unknown slug or id. */
export function notFound(res: Response): void {
  sendError(res, 404, "Not found");
}

/** A query parameter as one trimmed string; missing, repeated-and-empty or "" → undefined. */
export function queryParam(req: Request, name: string): string | undefined {
  const raw = req.query[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}

/**
 * `?venue_id=`: undefined when absent; NaN (matches no venue, so the list is empty) when it is
 * not a number.
 */
export function venueParam(req: Request): number | undefined {
  const value = queryParam(req, "venue_id");
  if (value === undefined) return undefined;
  return /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
}

/** `?topic_id=`: undefined when absent; NaN (no topic has it, so the list is empty) when it is not a number. */
export function topicParam(req: Request): number | undefined {
  const value = queryParam(req, "topic_id");
  if (value === undefined) return undefined;
  return /^\d{1,9}$/.test(value) ? Number(value) : Number.NaN;
}

/** `?page=` as Laravel reads it: anything but a positive integer is page 1. */
export function pageParam(req: Request): number {
  const value = queryParam(req, "page");
  if (value === undefined || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}
