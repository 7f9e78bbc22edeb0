// Taking part in an activity on its page: each section loaded apart (a failing one says so), and
// the page's forms, whose `intent` picks the section (decision 014).
import { data } from "@remix-run/node";
import type { Activity } from "~/agenda/conference.server";
import { backendFor, type Auth, type Backend } from "~/backend/client.server";
import { getRoomsSeating, type RoomSeating } from "~/backend/participation.server";
import { getRegisteredConferences } from "~/backend/records.server";
import type { AppContext } from "~/context";
import { loadSection, type Loaded } from "~/session/forbidden.server";
import { joinedRegistrations } from "./registrations.server";
import { loadChat, submitChat, type ChatView } from "./chat.server";
import {
  ACCEPT_MESSAGE,
  ASK_QUESTION,
  REGISTER,
  REJECT_QUESTION,
  SEND_MESSAGE,
  UNREGISTER,
  VALIDATE_QUESTION,
  VOTE_QUESTION,
} from "./intents";
import { loadQuestions, submitQuestion, type QuestionsView } from "./questions.server";
import { submitRegistration } from "./registration.server";
import { sessionAuth, type SubmitArgs } from "./submit.server";

type RoomChoice = { id: number; name: string; occupied: number | null; total: number | null; full: boolean };

export type MyRegistration = {
  state: "free" | "paid" | "already_paid" | "pending" | "other";
  /** "failed": a refused card payment; "pending": waiting (a bank transfer); null: free. */
  paymentStatus: "paid" | "pending" | "failed" | null;
  roomId: number | null;
  roomName: string | null;
  /** The pending registration's uuid, for the private area's discard step. */
  discardUuid: string | null;
};

export type RegistrationView = {
  /** "external": registration happens on another site; "none": the activity takes no registrations here. */
  mode: "internal" | "external";
  /** The rooms to choose from (two or more), with their seating now. */
  rooms: RoomChoice[];
  /** Null: not registered (or anonymous). */
  mine: MyRegistration | null;
};

export type Participation = {
  loggedIn: boolean;
  /** The tenant sells tickets and its sections need one. */
  ticketRequired: boolean;
  /** May see the stream, the chat and ask: registered (in a ticket tenant, registering needs the ticket). */
  mayWatch: boolean;
  registration: Loaded<RegistrationView>;
  questions: Loaded<QuestionsView> | null;
  chat: Loaded<ChatView> | null;
  /** The activity's seating as it is now (the catalogue's is cached). */
  seating: { occupied: number; total: number } | null;
  /** Every room's seating now, in any venue (null: could not be loaded). */
  roomsNow: RoomSeating[] | null;
};

function confirmed(mine: MyRegistration | null): boolean {
  return mine !== null && (mine.state === "free" || mine.state === "paid" || mine.state === "already_paid" || mine.state === "other");
}

async function loadMine(backend: Backend, auth: Auth, activityId: number): Promise<MyRegistration | null> {
  const conferences = await getRegisteredConferences(backend, auth);
  const entry = conferences.find((conference) => String(conference.id) === String(activityId));
  if (!entry) return null;
  const [joined] = await joinedRegistrations(backend, auth, [entry]);
  return {
    state: entry.registration_state,
    paymentStatus: entry.payment_status,
    roomId: entry.room ? Number(entry.room.id) : null,
    roomName: entry.room?.name ?? null,
    discardUuid: joined.discardUuid,
  };
}

function roomChoices(activity: Activity, seating: RoomSeating[]): RoomChoice[] {
  return activity.details.rooms.map((room) => {
    const now = seating.find((entry) => entry.room_id === room.id)?.seating ?? room.seating;
    return {
      id: room.id,
      name: room.name,
      occupied: now?.occupied ?? null,
      total: now?.total ?? null,
      full: now ? now.occupied >= now.total : false,
    };
  });
}

/**
 * `sharedChat`: an attendee's chat is the one every attendee reads, up to a few seconds old (a page
 * composed from the kept one); without it (a whole render, as after the visitor's own post) it is read fresh.
 */
export async function loadParticipation(
  request: Request,
  context: AppContext,
  activity: Activity,
  options: { sharedChat?: boolean } = {},
): Promise<Participation> {
  const backend = backendFor(context);
  const auth = await sessionAuth(request, context);
  const ticketRequired = context.tenant?.ticketRequired ?? false;
  const external = activity.registration_type === "external";
  const seatingNow = external ? Promise.resolve<RoomSeating[]>([]) : getRoomsSeating(backend, activity.id).catch(() => null);
  const registration = loadSection(request, context, async (): Promise<RegistrationView> => {
    const [seating, mine] = await Promise.all([seatingNow, auth && !external ? loadMine(backend, auth, activity.id) : null]);
    return { mode: external ? "external" : "internal", rooms: roomChoices(activity, seating ?? []), mine };
  });
  const mine = registration.then((loaded) => (loaded.ok ? loaded.value.mine : null));
  const mayWatch = mine.then(confirmed);
  const [registered, questions, chat, may, rooms] = await Promise.all([
    registration,
    activity.details.questions_enabled ? loadSection(request, context, () => loadQuestions(backend, auth, activity.id)) : null,
    activity.details.chat_enabled && auth
      ? mayWatch.then((may) =>
          may || !ticketRequired
            ? loadSection(request, context, () => loadChat(backend, auth, activity.id, options.sharedChat === true))
            : null,
        )
      : null,
    mayWatch,
    seatingNow,
  ]);
  const own = rooms?.find((entry) => entry.room_id === activity.room?.id)?.seating ?? (rooms?.length === 1 ? rooms[0].seating : null);
  return {
    loggedIn: auth !== null,
    ticketRequired,
    mayWatch: may,
    registration: registered,
    questions,
    chat,
    seating: own ?? activity.seating,
    roomsNow: rooms,
  };
}

export async function submitParticipation(args: SubmitArgs) {
  const intent = args.formData.get("intent");
  switch (intent) {
    case REGISTER:
    case UNREGISTER:
      return submitRegistration(args);
    case ASK_QUESTION:
    case VOTE_QUESTION:
    case VALIDATE_QUESTION:
    case REJECT_QUESTION:
      return submitQuestion(args);
    case SEND_MESSAGE:
    case ACCEPT_MESSAGE:
      return submitChat(args);
    default:
      // A form this page does not have (a tampered or stale one): nothing is sent to the backend.
      return data({ reply: { status: "error" as const, error: { "": ["account:errors.refused"] } } }, { status: 400 });
  }
}
