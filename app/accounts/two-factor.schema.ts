// /factor-de-doble-autenticacion: the code the backend e-mailed.
import { z } from "zod";
import { digits } from "~/validation/rules";
import { CODE_LENGTH } from "./intents";

export const twoFactorSchema = z.object({ code: digits(CODE_LENGTH) });
