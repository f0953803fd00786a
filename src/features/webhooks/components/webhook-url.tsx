/** A URL with its origin stressed and its path quieter; the text is still the whole URL. */
export function WebhookUrl({ url, className }: { url: string; className?: string }) {
  let origin = url;
  let rest = '';
  try {
    const parsed = new URL(url);
    origin = parsed.origin;
    rest = url.slice(origin.length);
    if (!url.startsWith(origin)) [origin, rest] = [url, ''];
  } catch {
    // Not a URL the browser can parse: show it as it is.
  }
  return (
    <bdi className={className ?? 'block truncate'} title={url}>
      <span className="font-medium text-zinc-900 dark:text-zinc-50">{origin}</span>
      <span className="text-zinc-500 dark:text-zinc-400">{rest}</span>
    </bdi>
  );
}
