import { useNavigate } from 'react-router-dom';
import { createDomainBodySchema } from '@/contract';
import { FormInput, useContractForm } from '@/components/ui/form';
import { FormDialog } from '@/components/ui/form-dialog';
import { useToast } from '@/components/ui/toast';
import { href } from '@/lib/href';
import { useCreateDomain } from '../api/domain-mutations';

/** The contract's words, said as what to do. */
function describeNameProblem(_field: 'name', message: string, values: { name: string }) {
  if (!values.name.trim()) return 'Type the domain you send from, such as mail.example.com.';
  return `${message.charAt(0).toUpperCase()}${message.slice(1)}.`;
}

/**
 * Add a domain; the service makes its DKIM key and answers the records, shown on the domain's page.
 * Mounted while open, so each opening starts from an empty form and no earlier failure.
 */
export function AddDomainDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateDomain();
  const navigate = useNavigate();
  const toast = useToast();
  const form = useContractForm({
    schema: createDomainBodySchema,
    initial: () => ({ name: '' }),
    toBody: ({ name }) => ({ name }),
    describe: describeNameProblem,
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      form={form}
      write={create}
      onValid={(body) =>
        create.mutate(body, {
          onSuccess: (domain) => {
            onClose();
            toast({ tone: 'success', message: `Added ${body.name}: publish its records next` });
            // A service that answered without the domain leaves us on the list, which refetches.
            if (domain) void navigate(href('domain', { id: domain.id }));
          },
        })
      }
      failure="Couldn't add the domain"
      title="Add sending domain"
      description="The domain in your From addresses. You get the DNS records to publish next."
      confirmLabel="Add domain"
    >
      <FormInput
        name="name"
        label="Domain"
        hint="Such as example.com or mail.example.com."
        autoComplete="off"
        spellCheck={false}
        inputMode="url"
        maxLength={253}
      />
    </FormDialog>
  );
}
