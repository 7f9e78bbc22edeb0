/** Speakers (they live under /conferences in the backend). */
import { Router } from "express";
import { parseId } from "../catalogue";
import { sendData } from "../middleware";
import { catalogue, notFound, queryParam } from "./helpers";

export const speakersRouter = Router();

/** `?tag=` (tag slug). Sorted by surname. */
speakersRouter.get("/conferences/speakers", (req, res) => {
  sendData(res, catalogue(res).speakers({ tag: queryParam(req, "tag") }));
});

speakersRouter.get("/conferences/speakers/tags", (_req, res) => {
  sendData(res, catalogue(res).speakerTags());
});

speakersRouter.get("/conferences/speakers/:id", (req, res) => {
  const speaker = catalogue(res).findSpeaker(parseId(req.params.id));
  if (speaker) sendData(res, speaker);
  else notFound(res);
});
