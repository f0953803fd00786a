import { useEffect, useId, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** The body; a question the title and description ask in full may have none. */
  children?: ReactNode;
  /** Buttons, right-aligned under the content. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** While true (a write is in flight), Escape and the backdrop do not close it. */
  busy?: boolean;
  /** `side`: a sheet along the right edge, full height (the whole width on a phone), for details. */
  placement?: 'center' | 'side';
}

const widths = { sm: 'max-w-md', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' };

/** What a form's first field or button can be, for focus to start on. */
const firstControl =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href]';

/**
 * A modal on the native <dialog>: the browser traps focus (the page behind is inert), Escape
 * closes it, and focus returns to whatever opened it. Focus starts on the first field or button
 * marked `autoFocus`, else on the dialog's first focusable element.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  busy = false,
  placement = 'center',
}: DialogProps) {
  const side = placement === 'side';
  const hasBody = children !== undefined && children !== null && children !== false;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // A sheet of details starts at its top (its name is read), not on its first link or button.
      if (side) dialog.focus();
      // Chromium lets a scrolling container take focus, and showModal picks it when a long form
      // overflows its body: the first field gets it instead, as a short form's would.
      else if (document.activeElement instanceof HTMLElement && document.activeElement.matches('div'))
        dialog.querySelector<HTMLElement>(firstControl)?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, side]);

  return (
    // Backdrop clicks are a mouse shortcut; keyboard users close with Escape (the native cancel event).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      tabIndex={side ? -1 : undefined}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself, outside its content box.
        if (event.target === ref.current && !busy) onClose();
      }}
      className={cn(
        'border border-zinc-200 bg-white p-0 text-zinc-900 shadow-2xl',
        'backdrop:bg-zinc-950/50 backdrop:backdrop-blur-[1px] dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-100',
        side
          ? 'my-0 mr-0 ml-auto h-dvh max-h-dvh w-full border-y-0 border-r-0 focus:outline-none sm:rounded-l-xl'
          : 'm-auto w-[calc(100%-2rem)] rounded-xl',
        widths[size],
      )}
    >
      {open && (
        <div className={cn('flex flex-col', side ? 'h-full' : 'max-h-[85vh]')}>
          <header className="border-b border-zinc-200 px-5 py-4 dark:border-zinc-800">
            <h2 id={titleId} className="text-base font-semibold">
              {title}
            </h2>
            {description && (
              <p id={descriptionId} className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
                {description}
              </p>
            )}
          </header>
          {hasBody && <div className={cn('overflow-y-auto px-5 py-4', side && 'flex-1')}>{children}</div>}
          {footer && (
            <footer
              className={cn(
                'flex flex-wrap justify-end gap-2 px-5 py-3',
                hasBody && 'border-t border-zinc-200 dark:border-zinc-800',
              )}
            >
              {footer}
            </footer>
          )}
        </div>
      )}
    </dialog>
  );
}
