import { initialsOf } from "./initials";

/** A person's photo, or the initials of name and surname when there is none (6rem, as the spec says). */
export function Avatar({
  name,
  surname,
  photo,
  size = "large",
}: {
  name: string;
  surname?: string | null;
  photo: string | null;
  size?: "large" | "small";
}) {
  const className = `avatar avatar-${size}`;
  if (photo) return <img className={className} src={photo} alt="" width={96} height={96} loading="lazy" />;
  return (
    <span className={`${className} avatar-initials`} aria-hidden="true">
      {initialsOf(name, surname)}
    </span>
  );
}
