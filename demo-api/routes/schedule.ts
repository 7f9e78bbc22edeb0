/** Schedule and catalogue: activities of the agenda, its days, tags, rooms, tracks and topics. */
import { Router } from "express";
import { parseId } from "../catalogue";
import { sendData } from "../middleware";
import { catalogue, notFound, queryParam, topicParam, venueParam } from "./helpers";

export const scheduleRouter = Router();

/**
 * `?venue_id=` (activities held, fully or partly, at that venue) `&tag=` (tag slug) `&topic_id=`
 * (activities with one of the topic's tags); by start.
 */
scheduleRouter.get("/schedule", (req, res) => {
  sendData(res, catalogue(res).activities({ venueId: venueParam(req), tag: queryParam(req, "tag"), topicId: topicParam(req) }));
});

/** One split per day of the programme that has activities (at `?venue_id=`). */
scheduleRouter.get("/schedule/splits", (req, res) => {
  sendData(res, catalogue(res).splits(venueParam(req)));
});

/** Every tag of the catalogue. */
scheduleRouter.get("/tags", (_req, res) => {
  sendData(res, catalogue(res).tags());
});

/** The tags used by the agenda's activities. */
scheduleRouter.get("/agenda/tags", (_req, res) => {
  sendData(res, catalogue(res).agendaTags());
});

scheduleRouter.get("/rooms", (req, res) => {
  sendData(res, catalogue(res).rooms(venueParam(req)));
});

scheduleRouter.get("/tracks/:id", (req, res) => {
  const track = catalogue(res).track(parseId(req.params.id));
  if (track) sendData(res, track);
  else notFound(res);
});

/** The topics of the programme (`{id, name}`), by which `/schedule` and `/conferences/all` filter. */
scheduleRouter.get("/topics", (_req, res) => {
  sendData(res, catalogue(res).topics());
});
