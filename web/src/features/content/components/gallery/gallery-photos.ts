/**
 * The gallery's fixed photos (spec: 12 photos with id, src, alt, category). The alt texts live in
 * i18n under `photos:<id>`. The pictures are the workshop's own artwork in
 * public/images/gallery until real photographs replace them (same file names, any format).
 */
export const galleryCategories = ['builds', 'parts', 'workshop', 'details'] as const;
export type GalleryCategory = (typeof galleryCategories)[number];

/** Every photo and its category, in gallery order. */
const photoCategories = {
  'sunset-chopper': 'builds',
  'vtwin-engine': 'parts',
  'welding-sparks': 'workshop',
  'flame-tank': 'details',
  'bobber-garage': 'builds',
  'exhaust-pipes': 'parts',
  'tool-wall': 'workshop',
  headlight: 'details',
  'ape-hangers': 'builds',
  'spoked-wheel': 'parts',
  'workbench-lamp': 'workshop',
  pinstripe: 'details',
} as const satisfies Record<string, GalleryCategory>;

export type GalleryPhotoId = keyof typeof photoCategories;

export interface GalleryPhoto {
  id: GalleryPhotoId;
  src: string;
  category: GalleryCategory;
}

/** Width and height of every gallery picture (4:3). */
export const GALLERY_PHOTO_SIZE = { width: 1200, height: 900 } as const;

export const galleryPhotos: readonly GalleryPhoto[] = (Object.keys(photoCategories) as GalleryPhotoId[]).map((id) => ({
  id,
  src: `/images/gallery/${id}.svg`,
  category: photoCategories[id],
}));

export function findGalleryPhoto(id: GalleryPhotoId): GalleryPhoto {
  return galleryPhotos.find((p) => p.id === id)!;
}
