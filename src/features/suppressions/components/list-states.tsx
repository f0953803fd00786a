import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PlusIcon, UploadIcon } from '@/components/ui/icons';

/** No suppressions at all: what the list is for, and the two ways to fill it (for those who may). */
export function EmptyList({ onAdd, onImport }: { onAdd?: () => void; onImport?: () => void }) {
  return (
    <EmptyState
      title="No suppressed addresses"
      description="Addresses land here when mail to them hard-bounces, when a recipient complains or unsubscribes, or when you add them. The service never mails an address on this list."
      action={
        onAdd &&
        onImport && (
          <div className="flex flex-wrap justify-center gap-2">
            <Button variant="primary" onClick={onAdd}>
              <PlusIcon />
              Add suppression
            </Button>
            <Button onClick={onImport}>
              <UploadIcon />
              Import CSV
            </Button>
          </div>
        )
      }
    />
  );
}

/** Filters that match nothing: say so, and offer the way back. */
export function NoMatches({ query, onClear }: { query: string; onClear: () => void }) {
  return (
    <EmptyState
      title={query ? `No suppressions match “${query}”` : 'No suppressions match these filters'}
      description="Try another part of the address, or clear the search and filters to see the whole list."
      action={<Button onClick={onClear}>Clear search and filters</Button>}
    />
  );
}

/** A later page whose rows were all removed meanwhile. */
export function PageEmptied({ onFirst }: { onFirst: () => void }) {
  return (
    <EmptyState
      title="Nothing left on this page"
      description="Its rows were removed. The list goes on from the first page."
      action={<Button onClick={onFirst}>Back to the first page</Button>}
    />
  );
}
