import { checkbox } from './classes';

/** A row's checkbox, or the header's: ticked, unticked, or (the header, some rows ticked) mixed. */
export function SelectBox({
  label,
  checked,
  mixed = false,
  disabled,
  tabIndex,
  onChange,
}: {
  label: string;
  checked: boolean;
  mixed?: boolean;
  disabled?: boolean;
  tabIndex?: 0 | -1;
  onChange: (checked: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      className={checkbox}
      checked={checked}
      disabled={disabled}
      tabIndex={tabIndex}
      // `indeterminate` is a property only, no attribute: set on the element.
      ref={(el) => {
        if (el) el.indeterminate = mixed;
      }}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
