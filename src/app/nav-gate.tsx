import type { ReactNode } from 'react';
import { useExtensionRefused, type Capability } from '@/lib/capabilities';

/** A navigation item for an extension: gone once the service says it does not offer it. */
export function NavGate({ extension, children }: { extension: Capability; children: ReactNode }) {
  return useExtensionRefused(extension) ? null : children;
}
