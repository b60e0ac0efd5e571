import type { VolumeBreakRow } from '@contracts/volume-prices-schema';
import { useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ui } from '@/components/ui/classes';
import { SectionPanel } from '@/components/ui/section-panel';
import { validationText } from '../utils/error-text';
import { toBreakDrafts, fromBreakDrafts, VolumeBreaksEditor, type BreakDraft } from './volume-breaks-editor';

type RowErrors = Partial<Record<keyof VolumeBreakRow, FieldError | undefined>>;
/** react-hook-form's errors of the `volumeBreaks` list: the list's own, and each row's by field. */
type BreakErrors = { message?: string | undefined } & { [row: number]: RowErrors | undefined };

interface ProductVolumeBreaksProps {
  initial: readonly VolumeBreakRow[];
  errors: BreakErrors | undefined;
  /** The rows as the API takes them (the schema and then the server check them). */
  onChange: (rows: unknown[]) => void;
}

/** The product form's section of the product's own dealer volume breaks (issue 34): percent or fixed unit price. */
export function ProductVolumeBreaks({ initial, errors, onChange }: ProductVolumeBreaksProps) {
  const { t } = useTranslation('admin');
  const [rows, setRows] = useState<BreakDraft[]>(() => toBreakDrafts(initial));
  const messages: Record<string, string> = {};
  const listMessage = validationText(t, errors?.message);
  if (listMessage) messages.list = listMessage;
  rows.forEach((_, i) => {
    for (const field of ['minQuantity', 'percentOff', 'unitPrice'] as const) {
      const text = validationText(t, errors?.[i]?.[field]?.message);
      if (text) messages[`${i}.${field}`] = text;
    }
  });
  const title = t('volumeBreaks.productTitle');
  return (
    <SectionPanel title={title}>
      <p className={ui.hint}>{t('volumeBreaks.productHint')}</p>
      <VolumeBreaksEditor
        rows={rows}
        onChange={(next) => {
          setRows(next);
          onChange(fromBreakDrafts(next));
        }}
        errors={messages}
        allowFixedPrice
        owner={title}
        emptyText={t('volumeBreaks.productNone')}
      />
    </SectionPanel>
  );
}
