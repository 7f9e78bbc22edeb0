// The private area's summary counts, counted from the same state the other routes answer.
// The call: ../API.md, "Private area: summary counts".
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
  const asked = queryParam(req, "tabs")
    ?.split(",")
    .map((tab) => tab.trim());
  const wants = (tab: string) => !asked || asked.includes(tab);
  const counts: Record<string, number> = {};

  const records = recordsOf(tenant, customers, account);
  const view = new CatalogueView(tenant, locale);
  const registrations = records.registrations.filter((registration) => view.findActivityById(registration.activityId));
  if (wants("activities")) {
    counts.activities = registrations.length;
    counts.orders = records.orders.filter((order) => order.contribution === null).length;
  }
  if (wants("certification"))
    counts.certificates = registrations.filter((registration) => isConfirmed(registration) && registration.attended).length;
  if (wants("crowdfunding")) counts.contributions = contributionsOf(tenant, customers, account, locale).length;

  const networking = tenantNetworking(tenant);
  if (networking && wants("networking")) {
    counts.networking_pending = networking.scopes.reduce(
      (sum, { conference }) => sum + networkingStateView(tenant, customers, conference, account, locale).pending_received,
      0,
    );
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
