import { Link } from '@/components/ui/link';
import { PageHeader } from '@/components/layout/page-header';
import { buttonClasses } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFound() {
  useDocumentTitle('Page not found');
  return (
    <>
      <PageHeader
        title="Page not found"
        description="There is no page at this address. It may have moved, or the link is mistyped."
      />
      <Link to="/" className={buttonClasses()}>
        Go to the dashboard
      </Link>
    </>
  );
}
