import type { ReactNode } from "react";
import { Avatar } from "~/ui/Avatar";
import type { AttendeeView } from "./meetings.server";

/** An attendee as the meeting pages show them: avatar or initials, name, position and company. */
export function AttendeeCard({
  attendee,
  heading: Heading = "h2",
  children,
}: {
  attendee: AttendeeView;
  heading?: "h2" | "h3";
  children?: ReactNode;
}) {
  const role = [attendee.position, attendee.company].filter(Boolean).join(" · ");
  return (
    <div className="attendee-card">
      <Avatar name={attendee.name} surname={attendee.surname} photo={attendee.avatar} />
      <div className="attendee-card-body">
        <Heading>
          {attendee.name} {attendee.surname}
        </Heading>
        {role ? <p>{role}</p> : null}
        {attendee.sector || attendee.interests.length ? (
          <p className="meetings-meta">{[attendee.sector, ...attendee.interests].filter(Boolean).join(" · ")}</p>
        ) : null}
        {children}
      </div>
    </div>
  );
}
