import type { SpeakerSummary } from "~/backend/catalogue.schemas";
import { Avatar } from "./Avatar";

/** A person: avatar (photo or initials), name, position and company. */
export function SpeakerCard({
  speaker,
  headingLevel = 3,
  children,
}: {
  speaker: SpeakerSummary;
  headingLevel?: 2 | 3 | 4;
  children?: React.ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  const role = [speaker.position, speaker.company].filter(Boolean).join(", ");
  return (
    <article className="speaker-card">
      <Avatar name={speaker.name} surname={speaker.surname} photo={speaker.photo} />
      <div>
        <Heading className="speaker-name">
          {speaker.name} {speaker.surname}
        </Heading>
        {role ? <p className="speaker-role">{role}</p> : null}
        {children}
      </div>
    </article>
  );
}
