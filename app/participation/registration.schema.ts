// Registering in an activity: the room chosen, if any (a bad value is no choice; the backend says whether one was needed).
import { z } from "zod";
import { ROOM_FIELD } from "./intents";

export const roomSchema = z.object({ [ROOM_FIELD]: z.coerce.number().int().positive().optional().catch(undefined) });
