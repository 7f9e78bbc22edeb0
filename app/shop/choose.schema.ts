// The choose step (/proceso-de-compra): which ticket.
import { z } from "zod";
import { integerBetween } from "~/validation/rules";
import { TICKET_FIELD } from "./intents";

export const chooseSchema = z.object({ [TICKET_FIELD]: integerBetween(1, 999_999_999, { required: true }) });
