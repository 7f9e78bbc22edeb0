// A track's page (/tracks/<id>): its activities by day.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { backendFor } from "~/backend/client.server";
import { getTrack } from "~/backend/schedule.server";
import { groupByDay } from "./by-day";

export async function loadTrack({ params, context }: LoaderFunctionArgs) {
  const track = await getTrack(backendFor(context), params.id ?? "");
  return {
    title: track.name,
    description: track.description,
    track: { id: track.id, name: track.name, description: track.description },
    days: groupByDay(track.conferences),
  };
}
