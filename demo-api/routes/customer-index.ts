/**
 * The private area's summary counts in the demo API, counted from the same state the other routes
 * answer (a registration, a contribution or a saved section changes them at once).
 *
 *   GET /customer/customer-index-info?tabs=<tab>,<tab>...  auth → `{data: {counts: {activities?,
 *        orders?, certificates?, contributions?, networking_pending?, sections_complete?,
 *        sections_total?}}}`. Only the counts of the tabs named (the portal's tab ids): `activities`
 *        (activities: what GET /customer/conferences lists; orders: what GET /orders/customer
 *        lists), `certification` (certificates: confirmed registrations whose attendance is
 *        recorded), `crowdfunding` (contributions: GET /customer/contributions' entries),
 *        `networking` (networking_pending: requests received and not answered, every conference;
 *        tenants with networking), any `area-*` (sections_complete of sections_total: a section is
 *        complete when every required field is saved; tenants with a sectioned area). Unknown tabs
 *        are ignored; without `tabs`, every count. 403 without a session.
 */
import { Router } from "express";
import { CatalogueView } from "../catalogue";
import { contributionsOf } from "../crowdfunding";
import { extraValuesOf } from "../customers";
import { networkingStateView, tenantNetworking } from "../networking";
import { isConfirmed, recordsOf } from "../records";
import { SECTIONED_AREAS } from "../seed/universidad-area";
import { queryParam } from "./helpers";
import { requireCustomer, scope } from "./scope";
import { sendData } from "../middleware";

export const customerIndexRouter = Router();

customerIndexRouter.get("/customer/customer-index-info", (req, res) => {
  const { tenant, locale, customers } = scope(res);
  const account = requireCustomer(req, res, customers);
  if (!account) return;
  const asked = queryParam(req, "tabs")?.split(",").map((tab) => tab.trim());
  const wants = (tab: string) => !asked || asked.includes(tab);
  const counts: Record<string, number> = {};

  const records = recordsOf(tenant, customers, account);
  const view = new CatalogueView(tenant, locale);
  const registrations = records.registrations.filter((registration) => view.findActivityById(registration.activityId));
  if (wants("activities")) {
    counts.activities = registrations.length;
    counts.orders = records.orders.filter((order) => order.contribution === null).length;
  }
  if (wants("certification")) counts.certificates = registrations.filter((registration) => isConfirmed(registration) && registration.attended).length;
  if (wants("crowdfunding")) counts.contributions = contributionsOf(tenant, customers, account, locale).length;

  const networking = tenantNetworking(tenant);
  if (networking && wants("networking")) {
    counts.networking_pending = networking.scopes.reduce((sum, { conference }) => sum + networkingStateView(tenant, customers, conference, account, locale).pending_received, 0);
  }

  const sections = Object.prototype.hasOwnProperty.call(SECTIONED_AREAS, tenant.token) ? SECTIONED_AREAS[tenant.token] : undefined;
  if (sections && (!asked || asked.some((tab) => tab.startsWith("area-")))) {
    const saved = extraValuesOf(account);
    const filled = (name: string) => saved[name] !== undefined && saved[name] !== null && saved[name] !== "" && saved[name] !== false;
    counts.sections_total = sections.length;
    counts.sections_complete = sections.filter((section) => section.fields.every((field) => !field.required || filled(field.name))).length;
  }
  sendData(res, { counts });
});
