/** First letter of the name plus first letter of the surname, upper-cased (letters, not marks or punctuation). */
export function initialsOf(name: string, surname?: string | null): string {
  const first = (text: string | null | undefined) => (text ?? "").trim().match(/\p{L}/u)?.[0] ?? "";
  const initials = (first(name) + first(surname)).toLocaleUpperCase();
  return initials || "?";
}

/** "Name Surname" of a person, either part may be missing; "" when both are. */
export function fullName(person: { name?: string | null; surname?: string | null } | null | undefined): string {
  return [person?.name, person?.surname]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
}
