import { changePasswordBodySchema, passwordMinLength } from '@/contract';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ContractForm, FormInput, useContractForm } from '@/components/ui/form';
import { useToast } from '@/components/ui/toast';
import { useChangePassword } from '../../api/account-mutations';

interface PasswordValues {
  current_password: string;
  new_password: string;
}

function describePasswordProblem(field: keyof PasswordValues, message: string, values: PasswordValues) {
  if (field === 'new_password' && values.new_password.length < passwordMinLength)
    return `Use at least ${passwordMinLength} characters.`;
  return `${message.charAt(0).toUpperCase()}${message.slice(1)}${message.endsWith('.') ? '' : '.'}`;
}

/** Change one's password: the current one is asked; the service refuses common ones and ends one's other sessions. */
export function ChangePassword() {
  const change = useChangePassword();
  const toast = useToast();
  const form = useContractForm({
    schema: changePasswordBodySchema,
    initial: (): PasswordValues => ({ current_password: '', new_password: '' }),
    describe: describePasswordProblem,
  });
  return (
    <Card title="Password" padding="md">
      <ContractForm
        form={form}
        write={change}
        aria-label="Change password"
        failure="Couldn't change the password"
        className="flex max-w-md flex-col gap-4"
        onValid={(body) =>
          change.mutate(body, {
            onSuccess: () => {
              form.reset();
              toast({ tone: 'success', message: 'Password changed. Your other sessions have ended.' });
            },
          })
        }
      >
        <FormInput
          name="current_password"
          label="Current password"
          type="password"
          autoComplete="current-password"
        />
        <FormInput
          name="new_password"
          label="New password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${passwordMinLength} characters. Commonly used passwords are refused. Your other sessions end.`}
        />
        <Button type="submit" variant="primary" loading={change.isPending} className="self-start">
          Change password
        </Button>
      </ContractForm>
    </Card>
  );
}
