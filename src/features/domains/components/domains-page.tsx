import { useParams } from 'react-router-dom';
import { DomainDetail } from './domain-detail';
import { DomainsIndex } from './domains-index';

/** `/domains` lists them; `/domains/:id` shows one with its records, checks and history. */
export function DomainsPage() {
  const { id } = useParams();
  return id === undefined ? <DomainsIndex /> : <DomainDetail idParam={id} />;
}
