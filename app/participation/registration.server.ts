// Registering in an activity (in one of its rooms) and leaving it. The refusals of the catalogue
// (another room, an overlapping activity, a ticket needed, no room chosen, a full room, a paid or
// pending registration that cannot be left) come back beside the button, the choice kept.
import { backendFor } from "~/backend/client.server";
import { registerIn, unregisterFrom } from "~/backend/participation.server";
import { REGISTER, ROOM_FIELD } from "./intents";
import { roomSchema } from "./registration.schema";
import { backToActivity, refusalReply, requireSubmitAuth, type SubmitArgs } from "./submit.server";

export async function submitRegistration({ request, context, activity, formData }: SubmitArgs) {
  const auth = await requireSubmitAuth(request, context, activity.slug);
  const backend = backendFor(context);
  const rooms = activity.details.rooms;
  const chosen = roomSchema.parse({ [ROOM_FIELD]: formData.get(ROOM_FIELD) || undefined })[ROOM_FIELD] ?? null;
  const typed = chosen === null ? undefined : { [ROOM_FIELD]: String(chosen) };
  const fieldFor = { room_required: ROOM_FIELD, room_invalid: ROOM_FIELD, room_full: ROOM_FIELD } as const;

  if (formData.get("intent") === REGISTER) {
    // Several rooms and none chosen: the spec's "room not selected", without asking the backend.
    if (rooms.length > 1 && chosen === null) {
      return {
        section: "registration" as const,
        reply: { status: "error" as const, error: { [ROOM_FIELD]: ["participation:refusals.room_required"] } },
      };
    }
    const room = chosen ?? (rooms.length === 1 ? rooms[0].id : null);
    try {
      const registration = await registerIn(backend, auth, activity.id, room);
      const pending = registration.registration_state === "pending";
      const roomName = rooms.find((entry) => entry.id === registration.room_id)?.name;
      return backToActivity(request, context, activity.slug, "registration", {
        kind: "success",
        message: pending
          ? "participation:registration.registeredPending"
          : roomName && rooms.length > 1
            ? "participation:registration.registeredIn"
            : "participation:registration.registered",
        values: roomName ? { room: roomName } : undefined,
      });
    } catch (error) {
      return refusalReply(request, context, error, "registration", { fallback: "participation:registration.failed", fieldFor, typed });
    }
  }
  try {
    await unregisterFrom(backend, auth, activity.id, chosen);
  } catch (error) {
    return refusalReply(request, context, error, "registration", { fallback: "participation:registration.unregisterFailed" });
  }
  return backToActivity(request, context, activity.slug, "registration", {
    kind: "success",
    message: "participation:registration.unregistered",
  });
}
