/**
 * How typed page state is written into a query string, for links (`href`) and for a page's own
 * updates alike: a list as `a,b`, a number in decimal, text as it is; an empty value is no value.
 * Free of zod, so links can be built from the first load without the contract's schemas.
 */
export type UrlValue = string | number | readonly (string | number)[] | null | undefined;

/** The text a value takes in the URL, or undefined when it leaves the key out. */
export function urlValue(value: UrlValue): string | undefined {
  if (value === null || value === undefined) return undefined;
  const text = Array.isArray(value) ? value.join(',') : String(value);
  return text === '' ? undefined : text;
}

/** `?a=1&b=x,y` for the set values of `state`, in its own order; '' when none is set. */
export function searchOf(state: Readonly<Record<string, UrlValue>>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(state)) {
    const text = urlValue(value);
    if (text !== undefined) params.set(key, text);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}
