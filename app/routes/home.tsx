import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { useTranslation } from "react-i18next";
import { useRootData } from "~/root";

export function loader({ context }: LoaderFunctionArgs) {
  // The only redirect of locale resolution: `/` goes to the cookie's or the browser's language.
  const target = context.localeResolution.rootRedirect;
  if (target) throw redirect(target);
  return null;
}

export default function Home() {
  const { t } = useTranslation();
  const root = useRootData()!;
  return (
    <div className="home">
      <h1>{t("home.welcome", { name: root.tenant.name })}</h1>
      {root.tenant.description ? <p className="lead">{root.tenant.description}</p> : null}
    </div>
  );
}
