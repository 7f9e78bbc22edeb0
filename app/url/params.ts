// Route and URL parameters read as the numbers pages use: a malformed one is null, never an error.

/** A positive whole number of at most `digits` digits, or null. */
export function positiveInt(value: string | null | undefined, digits = 6): number | null {
  return value && new RegExp(`^\\d{1,${digits}}$`).test(value) && Number(value) > 0 ? Number(value) : null;
}

/** A positive id of at most nine digits in the URL's query (`?name=`), or null. */
export function idParam(url: URL, name: string): number | null {
  return positiveInt(url.searchParams.get(name), 9);
}
