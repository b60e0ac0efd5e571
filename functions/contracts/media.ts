/**
 * Media conventions shared by the API and the web, free of zod so the web's first load stays
 * small. A media key such as `products/p12-1` names a folder of WebP variants `w{width}.webp`.
 */
export const mediaVariantWidths = [400, 800, 1200] as const;
/** The variant an `<img>` uses as `src`, for browsers that ignore `srcset`. */
export const mediaDefaultWidth = 800;
