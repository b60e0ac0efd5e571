import { paths } from '@/config/paths';

/** Main navigation, in the spec's order (§2 Header); labels are `layout:nav.<key>`. */
export const mainNav = [
  { key: 'about', to: paths.about },
  { key: 'gallery', to: paths.gallery },
  { key: 'shop', to: paths.shop },
  { key: 'contact', to: paths.contact },
  { key: 'dealers', to: paths.dealers },
] as const;
