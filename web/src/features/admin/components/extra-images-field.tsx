import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, Plus, X } from 'lucide-react';
import { useId, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { Cluster } from '@/components/ui/layout';
import { MediaImage } from '@/components/ui/media-image';
import { checkImageFile, uploadImage } from '../api/upload-image';
import { uploadErrorText, validationText } from '../utils/error-text';
import fileInput from '@/components/ui/file-input.module.css';
import styles from './product-form.module.css';
import { UploadProgress } from './upload-progress';
import { ui } from '@/components/ui/classes';

/** Spec §9: a drag starts after 8 px of pointer movement; the keyboard moves 25 px a step. */
export const DRAG_ACTIVATION_DISTANCE = 8;
export const KEYBOARD_STEP = 25;

export const keyboardStep: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  switch (event.code) {
    case 'ArrowRight':
      return { ...currentCoordinates, x: currentCoordinates.x + KEYBOARD_STEP };
    case 'ArrowLeft':
      return { ...currentCoordinates, x: currentCoordinates.x - KEYBOARD_STEP };
    case 'ArrowDown':
      return { ...currentCoordinates, y: currentCoordinates.y + KEYBOARD_STEP };
    case 'ArrowUp':
      return { ...currentCoordinates, y: currentCoordinates.y - KEYBOARD_STEP };
    default:
      return undefined;
  }
};

/** Adds a URL or key unless it is empty after trimming (spec §5) or already in the list. */
export function addImage(list: readonly string[], ref: string): string[] | null {
  const trimmed = ref.trim();
  if (!trimmed || list.includes(trimmed)) return null;
  return [...list, trimmed];
}

interface ExtraImagesFieldProps {
  value: string[];
  onChange: (next: string[]) => void;
  uploading: boolean;
  onUploadingChange: (uploading: boolean) => void;
}

/** Extra images: several uploads at once or a URL, reordered by dragging (or the keyboard), removable. */
export function ExtraImagesField({ value, onChange, uploading, onUploadingChange }: ExtraImagesFieldProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [url, setUrl] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_DISTANCE } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardStep }),
  );

  const position = (itemId: string | number) => value.indexOf(String(itemId)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('images.dragStart', { position: position(active.id), total: value.length }),
    onDragOver: ({ over }) => (over ? t('images.dragOver', { position: position(over.id), total: value.length }) : undefined),
    onDragEnd: ({ over }) => (over ? t('images.dragEnd', { position: position(over.id), total: value.length }) : undefined),
    onDragCancel: () => t('images.dragCancel'),
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = value.indexOf(String(active.id));
    const to = value.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onChange(arrayMove(value, from, to));
  }

  function addUrl() {
    const next = addImage(value, url);
    if (next) onChange(next);
    setUrl('');
  }

  async function onFiles(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const files = [...(input.files ?? [])];
    input.value = '';
    if (files.length === 0) return;
    for (const file of files) {
      const problem = checkImageFile(file);
      if (problem) {
        toast.error(validationText(t, problem));
        return;
      }
    }
    onUploadingChange(true);
    let list = value;
    try {
      for (const [index, file] of files.entries()) {
        const key = await uploadImage(file, (fraction) => setProgress((index + fraction) / files.length));
        list = addImage(list, key) ?? list;
        onChange(list);
      }
    } catch (cause) {
      toast.error(uploadErrorText(t, cause, t('upload.extraError')));
    } finally {
      onUploadingChange(false);
      setProgress(null);
    }
  }

  return (
    <div className={ui.stack}>
      {value.length > 0 ? (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t('images.instructions') } }}
        >
          <SortableContext items={value} strategy={rectSortingStrategy}>
            <ol className={styles.thumbs} aria-label={t('images.listLabel')}>
              {value.map((ref, index) => (
                <SortableImage key={ref} imageRef={ref} index={index} total={value.length} onRemove={() => onChange(value.filter((r) => r !== ref))} />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      ) : (
        <p className={ui.hint}>{t('images.empty')}</p>
      )}

      <div className={ui.fieldGrid}>
        <div className={ui.field}>
          <label htmlFor={`${id}-files`} className={ui.label}>
            {t('images.upload')}
          </label>
          <input id={`${id}-files`} type="file" multiple accept="image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp" className={fileInput.fileInput} disabled={uploading} onChange={(e) => void onFiles(e)} />
          {progress !== null ? <UploadProgress value={progress} label={t('upload.progressLabelExtra')} /> : null}
        </div>
        <div className={ui.field}>
          <label htmlFor={`${id}-url`} className={ui.label}>
            {t('images.url')}
          </label>
          <div className={styles.inline}>
            <input
              id={`${id}-url`}
              className={ui.input}
              value={url}
              inputMode="url"
              placeholder="https://…"
              onChange={(e) => setUrl(e.target.value)}
              onKeyDown={(e: KeyboardEvent) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  addUrl();
                }
              }}
            />
            <Button variant="secondary" size="small" onClick={addUrl} disabled={!url.trim()}>
              <Plus aria-hidden="true" />
              {t('images.add')}
            </Button>
          </div>
        </div>
      </div>
    </div>
  );
}

function SortableImage({ imageRef, index, total, onRemove }: { imageRef: string; index: number; total: number; onRemove: () => void }) {
  const { t } = useTranslation('admin');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: imageRef });
  return (
    <li ref={setNodeRef} className={`${styles.thumb} ${isDragging ? styles.dragging : ''}`} style={{ transform: CSS.Transform.toString(transform), transition }}>
      <MediaImage imageRef={imageRef} alt={t('images.alt', { position: index + 1, total })} sizes="160px" className={styles.thumbImage} />
      <Cluster spread gap={1} className={styles.thumbBar}>
        <button type="button" ref={setActivatorNodeRef} className={`${ui.iconButton} ${styles.handle}`} {...attributes} {...listeners} aria-label={t('images.move', { position: index + 1, total })}>
          <GripVertical aria-hidden="true" />
        </button>
        <span className={styles.thumbIndex} aria-hidden="true">
          {index + 1}
        </span>
        <button type="button" className={ui.iconButton} onClick={onRemove} aria-label={t('images.remove', { position: index + 1, total })}>
          <X aria-hidden="true" />
        </button>
      </Cluster>
    </li>
  );
}
