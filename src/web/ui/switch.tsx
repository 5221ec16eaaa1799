import * as RadixSwitch from '@radix-ui/react-switch';
import { useId } from 'react';

/** An accessible on/off switch with its label (and an optional note under it). */
export function Switch({
  label,
  note,
  checked,
  disabled,
  onCheckedChange,
}: {
  label: string;
  note?: string | undefined;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-3">
      <div className="min-w-0">
        <label htmlFor={id} className={`font-medium text-sm ${disabled ? 'opacity-70' : ''}`}>
          {label}
        </label>
        {note && <p className="text-xs opacity-80">{note}</p>}
      </div>
      <RadixSwitch.Root
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        className="relative h-7 w-12 shrink-0 rounded-full bg-ink-500 transition-colors data-[state=checked]:bg-moon-400 disabled:cursor-not-allowed disabled:opacity-50"
      >
        <RadixSwitch.Thumb className="block size-6 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
      </RadixSwitch.Root>
    </div>
  );
}
