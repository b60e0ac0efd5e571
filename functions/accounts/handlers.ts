import type { LambdaHttpHandler } from '../core/http.js';
import { getMe, updateProfile } from './handlers/me.js';
import { addWishlistItem, getWishlist, removeWishlistItem } from './handlers/wishlist.js';
import { chooseGarageBike, getGarage, removeGarageBike } from './handlers/garage.js';
import { signUp } from './handlers/sign-up.js';
import { adminApproveDealerApplication, adminListDealerApplications, adminListDealers, adminRejectDealerApplication } from './handlers/admin-dealers.js';

/** The accounts domain's handlers, by the names routes.ts uses. */
export const handlers: Record<string, LambdaHttpHandler> = {
  signUp,
  getMe,
  updateProfile,
  getWishlist,
  addWishlistItem,
  removeWishlistItem,
  getGarage,
  chooseGarageBike,
  removeGarageBike,
  adminListDealers,
  adminListDealerApplications,
  adminApproveDealerApplication,
  adminRejectDealerApplication,
};
