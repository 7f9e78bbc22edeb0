// An activity page's data of the visitor's own: taking part (registration, stream, chat, questions),
// the survey and the action bar. The page's loader and a page composed for a logged-in visitor
// (app/personal-pages.server.tsx) both load it here.
import type { Activity } from "~/agenda/conference.server";
import type { AppContext } from "~/context";
import { actionBarHtml } from "./action-bar.server";
import { loadParticipation } from "./participation.server";
import { openingOf } from "./opening";
import { loadSurvey } from "./survey.server";

/** `sharedChat`: see `loadParticipation`. */
export async function loadTakingPart(request: Request, context: AppContext, activity: Activity, options: { sharedChat?: boolean } = {}) {
  const now = Date.now();
  const opening = openingOf(activity, now);
  const [participation, survey] = await Promise.all([
    loadParticipation(request, context, activity, options),
    loadSurvey({ request, context }, activity, now),
  ]);
  return {
    participation,
    survey,
    /** When the stream opens; null: open (or none). */
    streamOpensAt: opening.stream,
    actionBar: actionBarHtml(context, { ...activity, seating: participation.seating }, participation, opening),
    renderedAt: now,
  };
}
