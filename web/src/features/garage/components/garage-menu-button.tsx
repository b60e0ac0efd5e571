import { Bike } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useGarageSlot } from '@/components/garage-slot';

/** The phone menu's entry: closes the menu and opens the selector. */
export function GarageMenuButton({ className, onOpen }: { className: string; onOpen: () => void }) {
  const { t } = useTranslation('layout');
  const { current, openPicker, preloadPicker } = useGarageSlot();
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog" onPointerEnter={preloadPicker} onFocus={preloadPicker}
      onClick={() => {
        onOpen();
        openPicker();
      }}
    >
      <Bike aria-hidden="true" />
      {current ? t('garage.current', { bike: current.label }) : t('garage.choose')}
    </button>
  );
}
