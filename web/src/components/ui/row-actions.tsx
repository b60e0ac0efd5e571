import { X } from 'lucide-react';
import iconButton from './icon-button.module.css';
import table from './table.module.css';

/**
 * The last column of an editable table built in place (specifications, option values, variant
 * rows): its header names the column for screen readers only, its cell holds the row's remove
 * button, an icon named by `label` ("Remove Size 42").
 */
export function ActionsHeader({ label }: { label: string }) {
  return (
    <th scope="col">
      <span className="visually-hidden">{label}</span>
    </th>
  );
}

export function RemoveRowCell({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <td className={table.num}>
      <button type="button" className={iconButton.iconButton} aria-label={label} onClick={onRemove}>
        <X aria-hidden="true" />
      </button>
    </td>
  );
}
