/** First letter of the name plus first letter of the surname, upper-cased (letters, not marks or punctuation). */
export function initialsOf(name: string, surname?: string | null): string {
  const first = (text: string | null | undefined) => (text ?? "").trim().match(/\p{L}/u)?.[0] ?? "";
  const initials = (first(name) + first(surname)).toLocaleUpperCase();
  return initials || "?";
}
