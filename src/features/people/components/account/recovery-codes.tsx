import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Checkbox } from '@/components/ui/field';
import { DownloadIcon } from '@/components/ui/icons';
import { Notice } from '@/components/ui/notice';

/** The codes as a file the person keeps: one a line, with what they are for. */
function download(codes: readonly string[]) {
  const text = `Relaydesk recovery codes (${location.host})\nEach works once, in place of a code from your authenticator app.\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = Object.assign(document.createElement('a'), {
    href: url,
    download: 'relaydesk-recovery-codes.txt',
  });
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * Ten recovery codes, shown this once: copy or download them, then say they are saved (the dialog
 * closes only then, so nobody leaves without them by accident).
 */
function RecoveryCodes({
  codes,
  saved,
  onSaved,
}: {
  codes: readonly string[];
  saved: boolean;
  onSaved: (saved: boolean) => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      <Notice role="note" className="p-3">
        <p className="font-medium">Save these codes now. They won't be shown again.</p>
        <p>Each works once, in place of a code from your app, if you lose your phone.</p>
      </Notice>
      <ol aria-label="Recovery codes" className="grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <CopyButton value={codes.join('\n')} label="Copy codes" variant="secondary" />
        <Button size="sm" onClick={() => download(codes)}>
          <DownloadIcon />
          Download
        </Button>
      </div>
      <Checkbox label="I have saved them" checked={saved} onChange={(e) => onSaved(e.target.checked)} />
    </div>
  );
}

/**
 * The dialog that shows new recovery codes (a second factor just set up, or new codes made): Done,
 * Escape and the backdrop wait for "I have saved them", since the codes are not shown again.
 */
export function RecoveryCodesDialog({
  codes,
  title,
  description,
  onClose,
}: {
  codes: readonly string[];
  title: string;
  description: string;
  onClose: () => void;
}) {
  const [saved, setSaved] = useState(false);
  return (
    <Dialog
      open
      onClose={onClose}
      busy={!saved}
      title={title}
      description={description}
      footer={<DialogActions confirmLabel="Done" confirmDisabled={!saved} onConfirm={onClose} />}
    >
      <RecoveryCodes codes={codes} saved={saved} onSaved={setSaved} />
    </Dialog>
  );
}
