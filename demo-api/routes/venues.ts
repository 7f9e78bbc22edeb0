/** Venues of the tenant. */
import { Router } from "express";
import { getContext, sendData } from "../middleware";

interface Venue {
  id: number;
  name: string;
}

export const venuesRouter = Router();

venuesRouter.get("/venues", (_req, res) => {
  const { tenant } = getContext(res);
  const venues: Venue[] = tenant.venues.map(({ id, name }) => ({ id, name }));
  sendData(res, venues);
});
