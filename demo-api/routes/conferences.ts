// Conferences and events (the agenda's activities). Mounted after routes/speakers.ts:
// `/conferences/speakers...` is not a conference slug.
import { Router } from "express";
import { parseId } from "../catalogue";
import { sendData } from "../middleware";
import { catalogue, notFound, queryParam, topicParam, venueParam } from "./helpers";

export const conferencesRouter = Router();

/**
 * `GET /schedule`'s activities and filters, plus `?search=`: every word (case and accents ignored) in
 * the title, summary, description or a speaker's name, in the request's language.
 */
conferencesRouter.get("/conferences/all", (req, res) => {
  sendData(
    res,
    catalogue(res).activities({
      venueId: venueParam(req),
      tag: queryParam(req, "tag"),
      topicId: topicParam(req),
      q: queryParam(req, "search"),
    }),
  );
});

conferencesRouter.get("/conferences/featured", (_req, res) => {
  sendData(res, catalogue(res).featuredActivities());
});

/** At most 6 activities starting at or after now (the real clock). */
conferencesRouter.get("/conferences/next", (_req, res) => {
  sendData(res, catalogue(res).nextActivities());
});

/** Tags used by the activities of type "conference". */
conferencesRouter.get("/conferences/tags", (_req, res) => {
  sendData(res, catalogue(res).conferenceTags());
});

/** `?venue_id=`: an activity held in several venues is seen from that venue; other venues → its main room. */
conferencesRouter.get("/conferences/:slug", (req, res) => {
  const view = catalogue(res);
  const activity = view.findActivityBySlug(req.params.slug);
  if (activity) sendData(res, view.conference(activity, venueParam(req)));
  else notFound(res);
});

/** `?venue_id=` keeps only the rooms of that venue in `rooms`. */
conferencesRouter.get("/conferences/:slug/details", (req, res) => {
  const view = catalogue(res);
  const activity = view.findActivityBySlug(req.params.slug);
  if (activity) sendData(res, view.conferenceDetails(activity, venueParam(req)));
  else notFound(res);
});

conferencesRouter.get("/conferences/:id/speakers", (req, res) => {
  const view = catalogue(res);
  const activity = view.findActivityById(parseId(req.params.id));
  if (activity) sendData(res, view.conferenceSummary(activity).speakers);
  else notFound(res);
});

/** The rooms of the activity that have seating: `[{ room_id, name, seating }]`. */
conferencesRouter.get("/conferences/:id/rooms-seating", (req, res) => {
  const view = catalogue(res);
  const activity = view.findActivityById(parseId(req.params.id));
  if (activity) sendData(res, view.roomsSeating(activity));
  else notFound(res);
});
