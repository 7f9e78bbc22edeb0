// The CMS modules that list the catalogue (activities, posts, speakers, sponsors) as cards. Apart
// from ./Modules.tsx so that, in the browser, a page loads the cards' code only when it holds such a
// list (a lazy chunk there).
import { useRootData } from "~/root-data";
import { ActivityCard } from "~/ui/ActivityCard";
import { PostCard } from "~/ui/PostCard";
import { SpeakerCard } from "~/ui/SpeakerCard";
import { SponsorGroups } from "~/ui/SponsorGroups";
import type { CmsBlock } from "./blocks";
import { cardLevel } from "./headings";
import { Frame, innerLevel } from "./parts";

type Of<T extends CmsBlock["type"]> = Extract<CmsBlock, { type: T }>;

export function Activities({ block }: { block: Of<"activities"> }) {
  const root = useRootData()!;
  return (
    <Frame block={block}>
      <ul className="card-grid cms-list">
        {block.items.map((activity) => (
          <li key={activity.id}>
            <ActivityCard
              activity={activity}
              locale={root.locale}
              defaultLocale={root.defaultLocale}
              headingLevel={cardLevel(innerLevel(block))}
              showDay
            />
          </li>
        ))}
      </ul>
    </Frame>
  );
}

export function Blog({ block }: { block: Of<"blog"> }) {
  const root = useRootData()!;
  return (
    <Frame block={block}>
      <ul className="card-grid cms-list">
        {block.items.map((post) => (
          <li key={post.id}>
            <PostCard post={post} locale={root.locale} defaultLocale={root.defaultLocale} headingLevel={cardLevel(innerLevel(block))} />
          </li>
        ))}
      </ul>
    </Frame>
  );
}

export function Speakers({ block }: { block: Of<"speakers"> }) {
  return (
    <Frame block={block}>
      <ul className="card-grid speaker-list cms-list">
        {block.items.map((speaker) => (
          <li key={speaker.id}>
            <SpeakerCard speaker={speaker} headingLevel={cardLevel(innerLevel(block))} />
          </li>
        ))}
      </ul>
    </Frame>
  );
}

export function Sponsors({ block }: { block: Of<"sponsors"> }) {
  return (
    <Frame block={block}>
      <SponsorGroups sponsors={block.items} headingLevel={cardLevel(innerLevel(block))} idPrefix={`cms-${block.key}`} />
    </Frame>
  );
}
