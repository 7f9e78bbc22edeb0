/** Sponsors and their categories (levels gold, silver, bronze, promoter). */
import { Router } from "express";
import { parseId } from "../catalogue";
import { sendData } from "../middleware";
import { catalogue, notFound, queryParam } from "./helpers";

export const sponsorsRouter = Router();

/** `?tag=` (tag slug) `&category=` (a level such as `gold`, or a category id). */
sponsorsRouter.get("/sponsors", (req, res) => {
  sendData(res, catalogue(res).sponsors({ tag: queryParam(req, "tag"), category: queryParam(req, "category") }));
});

sponsorsRouter.get("/sponsors/tags", (_req, res) => {
  sendData(res, catalogue(res).sponsorTags());
});

sponsorsRouter.get("/sponsors/category", (_req, res) => {
  sendData(res, catalogue(res).sponsorCategories());
});

sponsorsRouter.get("/sponsors/:id", (req, res) => {
  const sponsor = catalogue(res).findSponsor(parseId(req.params.id));
  if (sponsor) sendData(res, sponsor);
  else notFound(res);
});
