// The private area's summary under its heading: each count a link to its tab ("3 actividades ·
// 1 pedido"), only for the tabs the page draws, and nothing when the counts could not be read.
import { useTranslation } from "react-i18next";
import type { IndexCounts } from "~/backend/customer-index.server";
import type { ProfileTab } from "./tabs";

/** Each count's tab and catalogue key (`profile:summary.<key>`), in the order they are read. */
const ITEMS = [
  { count: "activities", tab: "activities" },
  { count: "orders", tab: "activities" },
  { count: "certificates", tab: "certification" },
  { count: "contributions", tab: "crowdfunding" },
  { count: "networking_pending", tab: "networking" },
] as const satisfies readonly { count: keyof IndexCounts; tab: ProfileTab }[];

export function SummaryCounts({ counts, shown }: { counts: IndexCounts | null; shown: readonly ProfileTab[] }) {
  const { t } = useTranslation("profile");
  if (!counts) return null;
  const link = (tab: ProfileTab) => `#${t(`tabs.${tab}.anchor`)}`;
  const items: { href: string; text: string }[] = [];
  // A sectioned area (Universidad Demo): how many of its sections are complete, linking to the first.
  if (shown.includes("area-registration") && counts.sections_total) {
    items.push({
      href: link("area-registration"),
      text: t("summary.sections", { count: counts.sections_total, complete: counts.sections_complete ?? 0 }),
    });
  }
  for (const item of ITEMS) {
    const count = counts[item.count];
    if (count && shown.includes(item.tab)) items.push({ href: link(item.tab), text: t(`summary.${item.count}`, { count }) });
  }
  if (!items.length) return null;
  return (
    <nav aria-label={t("summary.label")} className="profile-counts">
      <ul>
        {items.map((item) => (
          <li key={item.text}>
            <a href={item.href}>{item.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
