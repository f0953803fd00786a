import type { ReactNode } from 'react';
import { PageHeader } from '@/components/layout/page-header';
import { LoadingState } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/lib/use-document-title';

export interface PageMeta {
  title: string;
  description: string;
}

/**
 * A page that cannot show yet (its code is loading, or the key's permissions are being checked):
 * its real header at once, so the first paint already says where you are, and a status below.
 * `intro` is what the page shows above its data, where its prerendered frame already holds it.
 */
export function PagePending({ meta, label, intro }: { meta: PageMeta; label: string; intro?: ReactNode }) {
  useDocumentTitle(meta.title);
  return (
    <>
      <PageHeader {...meta} />
      {intro}
      <LoadingState label={label} />
    </>
  );
}
