// /cambiar-contraseña: registered here with its guards (feature change_password, then auth); the
// form itself belongs to the accounts work. Anonymous visitors are sent to log in with `origin`.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { requireAuthOf } from "~/session/auth.server";
import { requireFeature } from "~/tenancy/guards.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireFeature(context, "change_password");
  await requireAuthOf(request, context);
  return null;
}

export default function ChangePassword() {
  const { t } = useTranslation();
  return <h1>{t("account.changePassword")}</h1>;
}
